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
    enterNew: '新しいメールアドレスを入力してください。',
    newEmailLabel: '新しいメールアドレス',
    confirmCurrent: '現在のメールアドレスを確認',
    confirmNew: '新しいメールアドレスを確認',
    codeSentTo: (email) => [email, ' に送信したコードを入力してください'],
    yourCurrentEmail: '現在のメールアドレス',
    currentCodeLabel: '現在のメールアドレスに送信されたコード',
    newCodeLabel: '新しいメールアドレスに送信されたコード',
    updated: (email) => `メールアドレスを ${email} に変更しました`,
  },
};

export default ja;
