import type { WalletConnectMessages } from '../messages.js';

/** German. */
const de: WalletConnectMessages = {
  pairing: {
    initializing: 'Kopplungscode wird erstellt…',
    pairing: 'Scanne diesen Code mit einer WalletConnect-Wallet oder kopiere den Link in eine.',
    expired: 'Dieser Code ist abgelaufen. Ein neuer wird erstellt…',
    renewed: 'Der vorherige Code ist abgelaufen. Scanne diesen neuen.',
    rejected: 'Die Wallet hat die Verbindung abgelehnt. Du kannst es erneut versuchen.',
    relayDown: 'Das WalletConnect-Relay antwortet nicht. Die Kopplung wird fortgesetzt, sobald es wieder erreichbar ist, oder versuche es erneut.',
    error: 'Die Kopplung wurde nicht abgeschlossen. Versuche es erneut.',
    sessionActive: 'Über WalletConnect ist bereits eine Wallet verbunden. Trenne sie (Konto oder Wallets), um eine andere zu koppeln.',
  },
  pairingPanel: {
    tryAgain: 'Erneut versuchen',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert',
    copyFailed: 'Der Link konnte nicht kopiert werden',
    qrLabel: 'QR-Code zum Scannen mit einer WalletConnect-Wallet',
  },
  deepLinks: {
    title: 'In einer Wallet öffnen',
    basicTitle: 'Wallets',
    open: (wallet: string) => `${wallet} öffnen`,
  },
};

export default de;
