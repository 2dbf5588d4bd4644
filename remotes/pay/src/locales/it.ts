import type { PayMessages } from '../messages.js';

/** Italian. */
const it: PayMessages = {
  pay: {
    summary: 'Richiesta di pagamento',
    requestedBy: (dapp: string) => `${dapp} ti chiede di pagare`,
    requestedByUnknown: 'Questa app ti chiede di pagare',
    amount: 'Importo',
    network: 'Rete',
    recipient: 'A',
    methods: 'Come vuoi pagare?',
    wallet: 'Paga dal tuo wallet',
    walletConnect: 'Collega un wallet per pagare',
    walletConnectHint: 'Tornerai qui dopo il collegamento',
    balance: (amount: string, symbol: string) => `Saldo: ${amount} ${symbol}`,
    balanceLoading: 'Verifica del saldo…',
    balanceUnavailable: 'Impossibile leggere il saldo',
    onramp: (symbol: string) => `Acquista ${symbol}`,
    onrampHint: 'Con carta o conto bancario, poi paga qui',
    confirm: (amount: string, symbol: string) => `Paga ${amount} ${symbol}`,
    retry: 'Riprova',
    chooseMethod: 'Scegli come pagare',
    switchNetwork: (network: string) => `Passa a ${network}`,
    paying: 'Conferma nel wallet, poi attendi che il pagamento venga minato…',
    paid: 'Pagamento completato',
    transaction: (hash: string) => `Transazione ${hash}`,
    unavailable: 'Nessun pagamento in corso.',
  },
};

export default it;
