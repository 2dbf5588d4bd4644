import type { ReceiveMessages } from '../messages.js';

/** Chinese (Simplified). */
const zh: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `地址 ${address} 的二维码`,
    address: '你的地址',
    copyAddress: '复制地址',
    networks: '可在以下网络接收',
    notConnected: '连接钱包以查看收款地址。',
    copied: '地址已复制',
    copyFailed: '无法复制地址',
  },
};

export default zh;
