import type { AuthMessages } from '../messages.js';

/** Japanese. */
const ja: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['メールを変更 ', email],
    switchToSmartAccount: 'スマートアカウントに切り替え',
    switchToEoa: 'EOA に切り替え',
  },
  approveTransaction: {
    lead: (secureOrigin) => `${secureOrigin} の安全なウィンドウでこのリクエストを確認して承認してください。`,
    loading: '安全なウィンドウを開いています…',
    shown: 'リクエストは安全なウィンドウに表示されています。',
    idle: '承認待ちのリクエストはありません。',
    frameLabel: '安全な承認ウィンドウ',
  },
};

export default ja;
