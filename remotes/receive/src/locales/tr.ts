import type { ReceiveMessages } from '../messages.js';

/** Turkish. */
const tr: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `${address} adresinin QR kodu`,
    address: 'Adresiniz',
    copyAddress: 'Adresi kopyala',
    networks: 'Bu ağlarda alın',
    notConnected: 'Alım adresini görmek için bir cüzdan bağlayın.',
    copied: 'Adres kopyalandı',
    copyFailed: 'Adres kopyalanamadı',
  },
};

export default tr;
