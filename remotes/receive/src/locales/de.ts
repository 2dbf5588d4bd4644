import type { ReceiveMessages } from '../messages.js';

/** German. */
const de: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `QR-Code der Adresse ${address}`,
    address: 'Deine Adresse',
    copyAddress: 'Adresse kopieren',
    networks: 'Empfang in diesen Netzwerken',
    notConnected: 'Verbinde eine Wallet, um die Empfangsadresse zu sehen.',
    copied: 'Adresse kopiert',
    copyFailed: 'Die Adresse konnte nicht kopiert werden',
  },
};

export default de;
