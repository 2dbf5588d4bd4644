import type { WalletConnectMessages } from '../messages.js';

/** Japanese. */
const ja: WalletConnectMessages = {
  pairing: {
    initializing: 'ペアリングコードを作成中…',
    pairing: 'WalletConnect 対応ウォレットでこのコードをスキャンするか、リンクをコピーしてウォレットに貼り付けてください。',
    expired: 'このコードは期限切れです。新しいコードを作成中…',
    renewed: '前のコードは期限切れになりました。この新しいコードをスキャンしてください。',
    rejected: 'ウォレットが接続を拒否しました。もう一度お試しください。',
    relayDown: 'WalletConnect リレーが応答しません。復旧すると自動的にペアリングが再開されます。もう一度お試しいただくこともできます。',
    error: 'ペアリングが完了しませんでした。もう一度お試しください。',
    sessionActive: 'WalletConnect ですでにウォレットが接続されています。別のウォレットをペアリングするには、接続を解除してください (アカウントまたはウォレット)。',
  },
  pairingPanel: {
    tryAgain: '再試行',
    copyLink: 'リンクをコピー',
    linkCopied: 'リンクをコピーしました',
    copyFailed: 'リンクをコピーできませんでした',
    qrLabel: 'WalletConnect ウォレットでスキャンする QR コード',
  },
  deepLinks: {
    title: 'ウォレットで開く',
    basicTitle: 'ウォレット',
    open: (wallet: string) => `${wallet} を開く`,
  },
};

export default ja;
