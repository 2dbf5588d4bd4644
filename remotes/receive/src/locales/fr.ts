import type { ReceiveMessages } from '../messages.js';

/** French. */
const fr: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `QR code de l’adresse ${address}`,
    address: 'Votre adresse',
    copyAddress: 'Copier l’adresse',
    networks: 'Recevez sur ces réseaux',
    notConnected: 'Connectez un portefeuille pour voir l’adresse de réception.',
    copied: 'Adresse copiée',
    copyFailed: 'Impossible de copier l’adresse',
  },
};

export default fr;
