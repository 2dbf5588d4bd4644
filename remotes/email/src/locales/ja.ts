import type { EmailMessages } from '../messages.js';

/** Japanese. */
const ja: EmailMessages = {
  emailForm: {
    label: 'メールアドレス',
    placeholder: 'メールアドレス',
    submit: '続ける',
    sending: '送信中…',
  },
  resendCode: {
    resend: 'コードを再送信',
    resendIn: (seconds) => `${seconds} 秒後にコードを再送信`,
  },
  emailLogin: {
    hint: 'メールアドレスでサインインします。ワンタイムコードをお送りします。',
  },
  emailVerifyDevice: {
    title: 'このデバイスを登録',
    hint: (email) => [email, ' に送信した承認リンクを開いて続行してください。'],
    tryAgain: '再試行',
  },
  emailVerifyOtp: {
    title: 'コードを入力',
    hint: (email) => [email, ' に 6 桁のコードを送信しました'],
    codeLabel: 'ワンタイムコード',
    codeSent: 'コードを送信しました',
  },
  updateEmailWallet: {
    current: (email) => ['現在のメールアドレス: ', email],
    explain: '新しいメールアドレスと2つのコードは安全なウィンドウで入力します。このページからは読み取れません。',
    start: 'メールアドレスを変更',
    waiting: '安全なウィンドウで続けてください…',
    updated: (email) => `メールアドレスを ${email} に変更しました`,
  },
};

export default ja;
