import type { WalletConnectMessages } from '../messages.js';

/** Italian. */
const it: WalletConnectMessages = {
  pairing: {
    initializing: 'Creazione del codice di abbinamento…',
    pairing: 'Scansiona questo codice con un wallet WalletConnect o copia il link in uno.',
    expired: 'Questo codice è scaduto. Creazione di uno nuovo…',
    renewed: 'Il codice precedente è scaduto. Scansiona questo nuovo.',
    rejected: 'Il wallet ha rifiutato la connessione. Puoi riprovare.',
    relayDown: 'Il relay WalletConnect non risponde. L’abbinamento riprenderà da solo quando tornerà disponibile, oppure riprova.',
    error: 'L’abbinamento non è stato completato. Riprova.',
    sessionActive: 'Un wallet è già collegato tramite WalletConnect. Scollegalo (Account o Wallet) per abbinarne un altro.',
  },
  pairingPanel: {
    tryAgain: 'Riprova',
    copyLink: 'Copia link',
    linkCopied: 'Link copiato',
    copyFailed: 'Impossibile copiare il link',
    qrLabel: 'Codice QR da scansionare con un wallet WalletConnect',
  },
  deepLinks: {
    title: 'Apri in un wallet',
    basicTitle: 'Wallet',
    open: (wallet: string) => `Apri ${wallet}`,
  },
};

export default it;
