import type { SendMessages } from '../messages.js';

/** Portuguese. */
const pt: SendMessages = {
  accountActions: {
    send: 'Enviar',
  },
  walletSend: {
    token: 'Token',
    chooseToken: 'Selecione um token',
    balance: (amount: string, symbol: string) => `Saldo: ${amount} ${symbol}`,
    amount: 'Valor',
    max: 'Máx.',
    maxLabel: (symbol: string) => `Enviar o máximo de ${symbol} possível`,
    receiver: 'Para',
    receiverPlaceholderEvm: 'Endereço (0x…) ou nome',
    receiverPlaceholderSolana: 'Endereço Solana ou nome',
    resolving: (name: string) => `Procurando ${name}…`,
    resolved: (name: string, address: string) => `${name} é ${address}`,
    submit: 'Revisar envio',
    loadingBalances: 'Carregando saldos…',
    balancesFailed: 'Não foi possível carregar seus saldos.',
    noTokens: 'Ainda não há nada para enviar nesta rede.',
    notConnected: 'Conecte uma carteira para enviar tokens.',
  },
  problems: {
    empty: 'Insira um valor',
    invalid: 'Insira um número, ex.: 1.5',
    tooManyDecimals: (decimals: number) => `No máximo ${decimals} casas decimais para este token`,
    zero: 'Insira um valor maior que 0',
    insufficient: 'Saldo insuficiente',
    noToken: 'Selecione um token',
    noReceiver: 'Insira um destinatário',
    invalidAddressEvm: 'Endereço inválido: insira um endereço EVM (0x…) ou um nome',
    invalidAddressSolana: 'Endereço inválido: insira um endereço Solana ou um nome',
    nameNotFound: (name: string) => `Nenhuma conta está registrada como ${name} nesta rede`,
    nameLookupFailed: (name: string) => `Não foi possível procurar ${name}`,
    feeUnavailable: 'Não foi possível estimar a taxa de rede',
  },
  selectToken: {
    search: 'Pesquisar tokens',
    noMatch: 'Nenhum token corresponde à sua pesquisa.',
  },
  preview: {
    from: 'De',
    to: 'Para',
    amount: 'Valor',
    value: 'Valor estimado',
    fee: 'Taxa de rede',
    feeEstimating: 'Estimando…',
    newTokenAccount: 'Inclui o aluguel da nova conta de token do destinatário',
    confirm: 'Enviar',
    sending: 'Confirme na sua carteira…',
    rejected: 'Você recusou a transação na sua carteira: nada foi enviado.',
    failed: (reason: string) => `O envio falhou: ${reason}`,
    reverted: 'A transação foi incluída, mas falhou na rede.',
    incomplete: 'Volte e preencha o formulário.',
    sent: 'Enviado',
  },
};

export default pt;
