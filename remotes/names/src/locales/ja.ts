import type { NamesMessages } from '../messages.js';

/** Japanese. */
const ja: NamesMessages = {
  accountActions: {
    registerName: '名前を選択',
  },
  registerAccountName: {
    label: 'アカウント名',
    hint: '英字、数字、ハイフンで 4 文字以上。',
    checking: '利用可能か確認中…',
    available: (name) => `${name} は利用できます`,
    taken: (name) => `${name} は使用されています`,
    suggestionsTitle: '代わりに利用できる名前',
    suggestionLabel: (name) => `${name} を使用`,
    submit: '名前を登録',
    signing: 'ウォレットで確認してください…',
    registering: '登録中…',
    signatureRejected: '署名を拒否したため、名前は登録されませんでした。',
    unsupportedAccount: '名前は EVM と Solana のアカウントで利用できます。',
  },
  registerAccountNameSuccess: {
    registered: 'あなたのアカウント名',
    done: 'アカウントに戻る',
  },
};

export default ja;
