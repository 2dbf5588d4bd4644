import type { WalletConnectMessages } from '../messages.js';

/** French. */
const fr: WalletConnectMessages = {
  pairing: {
    initializing: 'Création d’un code d’appairage…',
    pairing: 'Scannez ce code avec un portefeuille WalletConnect, ou copiez le lien dans l’un d’eux.',
    expired: 'Ce code a expiré. Création d’un nouveau code…',
    renewed: 'Le code précédent a expiré. Scannez ce nouveau code.',
    rejected: 'Le portefeuille a refusé la connexion. Vous pouvez réessayer.',
    relayDown: 'Le relais WalletConnect ne répond pas. L’appairage reprendra de lui-même dès son retour, ou réessayez.',
    error: 'L’appairage n’a pas abouti. Réessayez.',
    sessionActive: 'Un portefeuille est déjà connecté via WalletConnect. Déconnectez-le (Compte ou Portefeuilles) pour en appairer un autre.',
  },
  pairingPanel: {
    tryAgain: 'Réessayer',
    copyLink: 'Copier le lien',
    linkCopied: 'Lien copié',
    copyFailed: 'Impossible de copier le lien',
    qrLabel: 'QR code à scanner avec un portefeuille WalletConnect',
  },
  deepLinks: {
    title: 'Ouvrir dans un portefeuille',
    basicTitle: 'Portefeuilles',
    open: (wallet: string) => `Ouvrir ${wallet}`,
  },
};

export default fr;
