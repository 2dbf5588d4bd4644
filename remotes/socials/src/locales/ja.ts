import type { SocialsMessages } from '../messages.js';

/** Japanese. */
const ja: SocialsMessages = {
  connectSocials: {
    label: 'ソーシャルアカウントでサインイン',
  },
  connectingSocial: {
    title: (provider: string) => `${provider} で続行`,
    signingIn: 'サインイン中…',
    popupHint: (provider: string) => `ポップアップウィンドウで ${provider} アカウントを接続してください。`,
    tryAgain: '再試行',
  },
  connectingFarcaster: {
    qrLabel: 'Farcaster でサインインするための QR コード',
    scanHint: 'スマートフォンのカメラまたは Farcaster アプリでスキャンしてサインインしてください。',
    open: 'Farcaster で開く',
    preparing: 'Farcaster のサインインを準備中…',
    tryAgain: '再試行',
  },
};

export default ja;
