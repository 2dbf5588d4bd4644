import type { PayMessages } from '../messages.js';

/** French. */
const fr: PayMessages = {
  pay: {
    summary: 'Demande de paiement',
    requestedBy: (dapp: string) => `${dapp} vous demande de payer`,
    requestedByUnknown: 'Cette application vous demande de payer',
    amount: 'Montant',
    network: 'Réseau',
    recipient: 'À',
    methods: 'Comment souhaitez-vous payer ?',
    wallet: 'Payer depuis votre portefeuille',
    walletConnect: 'Connectez un portefeuille pour payer',
    walletConnectHint: 'Vous reviendrez ici une fois connecté',
    balance: (amount: string, symbol: string) => `Solde : ${amount} ${symbol}`,
    balanceLoading: 'Vérification de votre solde…',
    balanceUnavailable: 'Impossible de lire votre solde',
    onramp: (symbol: string) => `Acheter des ${symbol}`,
    onrampHint: 'Par carte ou compte bancaire, puis payez ici',
    confirm: (amount: string, symbol: string) => `Payer ${amount} ${symbol}`,
    retry: 'Réessayer',
    chooseMethod: 'Choisissez comment payer',
    switchNetwork: (network: string) => `Passer à ${network}`,
    paying: 'Confirmez dans votre portefeuille, puis attendez que le paiement soit miné…',
    paid: 'Paiement effectué',
    transaction: (hash: string) => `Transaction ${hash}`,
    unavailable: 'Aucun paiement n’est en cours.',
  },
};

export default fr;
