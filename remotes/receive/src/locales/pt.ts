import type { ReceiveMessages } from '../messages.js';

/** Portuguese. */
const pt: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `Código QR do endereço ${address}`,
    address: 'Seu endereço',
    copyAddress: 'Copiar endereço',
    networks: 'Receba nestas redes',
    notConnected: 'Conecte uma carteira para ver o endereço de recebimento.',
    copied: 'Endereço copiado',
    copyFailed: 'Não foi possível copiar o endereço',
  },
};

export default pt;
