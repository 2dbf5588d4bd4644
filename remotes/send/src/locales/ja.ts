import type { SendMessages } from '../messages.js';

/** Japanese. */
const ja: SendMessages = {
  accountActions: {
    send: '送金',
  },
  walletSend: {
    token: 'トークン',
    chooseToken: 'トークンを選択',
    balance: (amount: string, symbol: string) => `残高: ${amount} ${symbol}`,
    amount: '数量',
    max: '最大',
    maxLabel: (symbol: string) => `送金できる最大量の ${symbol} を送る`,
    receiver: '送金先',
    receiverPlaceholderEvm: 'アドレス (0x…) または名前',
    receiverPlaceholderSolana: 'Solana アドレスまたは名前',
    resolving: (name: string) => `${name} を検索中…`,
    resolved: (name: string, address: string) => `${name} は ${address} です`,
    submit: '送金内容を確認',
    loadingBalances: '残高を読み込み中…',
    balancesFailed: '残高を読み込めませんでした。',
    noTokens: 'このネットワークで送金できるものはまだありません。',
    notConnected: 'トークンを送金するにはウォレットを接続してください。',
  },
  problems: {
    empty: '数量を入力してください',
    invalid: '数値を入力してください (例: 1.5)',
    tooManyDecimals: (decimals: number) => `このトークンの小数点以下は最大 ${decimals} 桁です`,
    zero: '0 より大きい数量を入力してください',
    insufficient: '残高が不足しています',
    noToken: 'トークンを選択してください',
    noReceiver: '送金先を入力してください',
    invalidAddressEvm: '無効なアドレスです。EVM アドレス (0x…) または名前を入力してください',
    invalidAddressSolana: '無効なアドレスです。Solana アドレスまたは名前を入力してください',
    nameNotFound: (name: string) => `このネットワークに ${name} として登録されたアカウントはありません`,
    nameLookupFailed: (name: string) => `${name} を検索できませんでした`,
    feeUnavailable: 'ネットワーク手数料を見積もれませんでした',
  },
  selectToken: {
    search: 'トークンを検索',
    noMatch: '検索に一致するトークンはありません。',
  },
  preview: {
    from: '送金元',
    to: '送金先',
    amount: '数量',
    value: '価値',
    fee: 'ネットワーク手数料',
    feeEstimating: '見積もり中…',
    newTokenAccount: '受取人の新しいトークンアカウントのレントを含みます',
    confirm: '送金',
    sending: 'ウォレットで確認してください…',
    rejected: 'ウォレットでトランザクションを拒否しました。何も送金されていません。',
    failed: (reason: string) => `送金に失敗しました: ${reason}`,
    reverted: 'トランザクションは取り込まれましたが、チェーン上で失敗しました。',
    incomplete: '前の画面に戻ってフォームを入力してください。',
    sent: '送金済み',
  },
};

export default ja;
