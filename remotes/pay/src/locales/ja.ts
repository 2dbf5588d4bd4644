import type { PayMessages } from '../messages.js';

/** Japanese. */
const ja: PayMessages = {
  pay: {
    summary: '支払いリクエスト',
    requestedBy: (dapp: string) => `${dapp} が支払いを求めています`,
    requestedByUnknown: 'このアプリが支払いを求めています',
    amount: '金額',
    network: 'ネットワーク',
    recipient: '支払先',
    methods: 'お支払い方法を選んでください',
    wallet: 'ウォレットから支払う',
    walletConnect: '支払うにはウォレットを接続',
    walletConnectHint: '接続後、この画面に戻ります',
    balance: (amount: string, symbol: string) => `残高: ${amount} ${symbol}`,
    balanceLoading: '残高を確認中…',
    balanceUnavailable: '残高を読み取れませんでした',
    onramp: (symbol: string) => `${symbol} を購入`,
    onrampHint: 'カードまたは銀行口座で購入してから、ここで支払います',
    confirm: (amount: string, symbol: string) => `${amount} ${symbol} を支払う`,
    retry: '再試行',
    chooseMethod: '支払い方法を選択',
    switchNetwork: (network: string) => `${network} に切り替える`,
    paying: 'ウォレットで確認し、支払いがマイニングされるまでお待ちください…',
    paid: '支払いが完了しました',
    transaction: (hash: string) => `トランザクション ${hash}`,
    unavailable: '進行中の支払いはありません。',
  },
};

export default ja;
