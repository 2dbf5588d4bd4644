import type { PayMessages } from '../messages.js';

/** Chinese (Simplified). */
const zh: PayMessages = {
  pay: {
    summary: '付款请求',
    requestedBy: (dapp: string) => `${dapp} 请求你付款`,
    requestedByUnknown: '此应用请求你付款',
    amount: '金额',
    network: '网络',
    recipient: '收款方',
    methods: '你想如何付款？',
    wallet: '从钱包付款',
    walletConnect: '连接钱包以付款',
    walletConnectHint: '连接后会返回此处',
    balance: (amount: string, symbol: string) => `余额：${amount} ${symbol}`,
    balanceLoading: '正在检查你的余额…',
    balanceUnavailable: '无法读取你的余额',
    onramp: (symbol: string) => `购买 ${symbol}`,
    onrampHint: '使用银行卡或银行账户购买，然后在此付款',
    confirm: (amount: string, symbol: string) => `支付 ${amount} ${symbol}`,
    retry: '重试',
    chooseMethod: '选择付款方式',
    switchNetwork: (network: string) => `切换到 ${network}`,
    paying: '请在钱包中确认，然后等待付款被打包…',
    paid: '付款完成',
    transaction: (hash: string) => `交易 ${hash}`,
    unavailable: '没有正在进行的付款。',
  },
};

export default zh;
