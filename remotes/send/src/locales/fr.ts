import type { SendMessages } from '../messages.js';

/** French. */
const fr: SendMessages = {
  accountActions: {
    send: 'Envoyer',
  },
  walletSend: {
    token: 'Jeton',
    chooseToken: 'Sélectionnez un jeton',
    balance: (amount: string, symbol: string) => `Solde : ${amount} ${symbol}`,
    amount: 'Montant',
    max: 'Max',
    maxLabel: (symbol: string) => `Envoyer le maximum de ${symbol} possible`,
    receiver: 'À',
    receiverPlaceholderEvm: 'Adresse (0x…) ou nom',
    receiverPlaceholderSolana: 'Adresse Solana ou nom',
    resolving: (name: string) => `Recherche de ${name}…`,
    resolved: (name: string, address: string) => `${name} correspond à ${address}`,
    submit: 'Vérifier l’envoi',
    loadingBalances: 'Chargement des soldes…',
    balancesFailed: 'Impossible de charger vos soldes.',
    noTokens: 'Rien à envoyer sur ce réseau pour l’instant.',
    notConnected: 'Connectez un portefeuille pour envoyer des jetons.',
  },
  problems: {
    empty: 'Saisissez un montant',
    invalid: 'Saisissez un nombre, par ex. 1.5',
    tooManyDecimals: (decimals: number) => `Au plus ${decimals} décimales pour ce jeton`,
    zero: 'Saisissez un montant supérieur à 0',
    insufficient: 'Fonds insuffisants',
    noToken: 'Sélectionnez un jeton',
    noReceiver: 'Saisissez un destinataire',
    invalidAddressEvm: 'Adresse invalide : saisissez une adresse EVM (0x…) ou un nom',
    invalidAddressSolana: 'Adresse invalide : saisissez une adresse Solana ou un nom',
    nameNotFound: (name: string) => `Aucun compte n’est enregistré sous ${name} sur ce réseau`,
    nameLookupFailed: (name: string) => `Impossible de rechercher ${name}`,
    feeUnavailable: 'Impossible d’estimer les frais de réseau',
  },
  selectToken: {
    search: 'Rechercher des jetons',
    noMatch: 'Aucun jeton ne correspond à votre recherche.',
  },
  preview: {
    from: 'De',
    to: 'À',
    amount: 'Montant',
    value: 'Valeur',
    fee: 'Frais de réseau',
    feeEstimating: 'Estimation…',
    newTokenAccount: 'Inclut le loyer du nouveau compte de jeton du destinataire',
    confirm: 'Envoyer',
    sending: 'Confirmez dans votre portefeuille…',
    rejected: 'Vous avez refusé la transaction dans votre portefeuille : rien n’a été envoyé.',
    failed: (reason: string) => `L’envoi a échoué : ${reason}`,
    reverted: 'La transaction a été incluse mais a échoué sur la chaîne.',
    incomplete: 'Revenez en arrière et complétez le formulaire.',
    sent: 'Envoyé',
  },
};

export default fr;
