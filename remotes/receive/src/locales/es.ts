import type { ReceiveMessages } from '../messages.js';

/** Spanish. */
const es: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `Código QR de la dirección ${address}`,
    address: 'Tu dirección',
    copyAddress: 'Copiar dirección',
    networks: 'Recibe en estas redes',
    notConnected: 'Conecta una billetera para ver la dirección en la que recibir.',
    copied: 'Dirección copiada',
    copyFailed: 'No se pudo copiar la dirección',
  },
};

export default es;
