import type { WalletConnectMessages } from '../messages.js';

/** Chinese (Simplified). */
const zh: WalletConnectMessages = {
  pairing: {
    initializing: '正在生成配对码…',
    pairing: '使用支持 WalletConnect 的钱包扫描此码，或将链接复制到钱包中。',
    expired: '此码已过期。正在生成新码…',
    renewed: '之前的码已过期。请扫描这个新码。',
    rejected: '钱包拒绝了连接。你可以重试。',
    relayDown: 'WalletConnect 中继没有响应。恢复后配对会自动继续，你也可以重试。',
    error: '配对未完成。请重试。',
    sessionActive: '已有钱包通过 WalletConnect 连接。请先断开它（账户或钱包）再配对其他钱包。',
  },
  pairingPanel: {
    tryAgain: '重试',
    copyLink: '复制链接',
    linkCopied: '链接已复制',
    copyFailed: '无法复制链接',
    qrLabel: '用 WalletConnect 钱包扫描的二维码',
  },
  deepLinks: {
    title: '在钱包中打开',
    basicTitle: '钱包',
    open: (wallet: string) => `打开 ${wallet}`,
  },
};

export default zh;
