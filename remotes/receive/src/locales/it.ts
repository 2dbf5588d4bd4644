import type { ReceiveMessages } from '../messages.js';

/** Italian. */
const it: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `Codice QR dell’indirizzo ${address}`,
    address: 'Il tuo indirizzo',
    copyAddress: 'Copia indirizzo',
    networks: 'Ricevi su queste reti',
    notConnected: 'Collega un wallet per vedere l’indirizzo su cui ricevere.',
    copied: 'Indirizzo copiato',
    copyFailed: 'Impossibile copiare l’indirizzo',
  },
};

export default it;
