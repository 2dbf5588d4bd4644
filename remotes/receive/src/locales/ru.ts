import type { ReceiveMessages } from '../messages.js';

/** Russian. */
const ru: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `QR-код адреса ${address}`,
    address: 'Ваш адрес',
    copyAddress: 'Копировать адрес',
    networks: 'Получайте в этих сетях',
    notConnected: 'Подключите кошелёк, чтобы увидеть адрес для получения.',
    copied: 'Адрес скопирован',
    copyFailed: 'Не удалось скопировать адрес',
  },
};

export default ru;
