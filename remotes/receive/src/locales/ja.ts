import type { ReceiveMessages } from '../messages.js';

/** Japanese. */
const ja: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `アドレス ${address} の QR コード`,
    address: 'あなたのアドレス',
    copyAddress: 'アドレスをコピー',
    networks: '次のネットワークで受け取れます',
    notConnected: '受け取り用アドレスを表示するにはウォレットを接続してください。',
    copied: 'アドレスをコピーしました',
    copyFailed: 'アドレスをコピーできませんでした',
  },
};

export default ja;
