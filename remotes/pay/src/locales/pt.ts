import type { PayMessages } from '../messages.js';

/** Portuguese. */
const pt: PayMessages = {
  pay: {
    summary: 'Solicitação de pagamento',
    requestedBy: (dapp: string) => `${dapp} pede que você pague`,
    requestedByUnknown: 'Este app pede que você pague',
    amount: 'Valor',
    network: 'Rede',
    recipient: 'Para',
    methods: 'Como você gostaria de pagar?',
    wallet: 'Pagar com sua carteira',
    walletConnect: 'Conecte uma carteira para pagar',
    walletConnectHint: 'Você volta para cá depois de conectar',
    balance: (amount: string, symbol: string) => `Saldo: ${amount} ${symbol}`,
    balanceLoading: 'Verificando seu saldo…',
    balanceUnavailable: 'Não foi possível ler seu saldo',
    onramp: (symbol: string) => `Comprar ${symbol}`,
    onrampHint: 'Com cartão ou conta bancária, depois pague aqui',
    confirm: (amount: string, symbol: string) => `Pagar ${amount} ${symbol}`,
    retry: 'Tentar novamente',
    chooseMethod: 'Escolha como pagar',
    switchNetwork: (network: string) => `Mudar para ${network}`,
    paying: 'Confirme na sua carteira e aguarde a mineração do pagamento…',
    paid: 'Pagamento concluído',
    transaction: (hash: string) => `Transação ${hash}`,
    unavailable: 'Nenhum pagamento em andamento.',
  },
};

export default pt;
