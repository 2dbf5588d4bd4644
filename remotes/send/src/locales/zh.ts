import type { SendMessages } from '../messages.js';

/** Chinese (Simplified). */
const zh: SendMessages = {
  accountActions: {
    send: '发送',
  },
  walletSend: {
    token: '代币',
    chooseToken: '选择代币',
    balance: (amount: string, symbol: string) => `余额：${amount} ${symbol}`,
    amount: '数量',
    max: '最大',
    maxLabel: (symbol: string) => `发送尽可能多的 ${symbol}`,
    receiver: '收款方',
    receiverPlaceholderEvm: '地址（0x…）或名称',
    receiverPlaceholderSolana: 'Solana 地址或名称',
    resolving: (name: string) => `正在查找 ${name}…`,
    resolved: (name: string, address: string) => `${name} 是 ${address}`,
    submit: '查看发送',
    loadingBalances: '正在加载余额…',
    balancesFailed: '无法加载你的余额。',
    noTokens: '此网络上暂无可发送的资产。',
    notConnected: '连接钱包以发送代币。',
  },
  problems: {
    empty: '请输入数量',
    invalid: '请输入数字，例如 1.5',
    tooManyDecimals: (decimals: number) => `此代币最多 ${decimals} 位小数`,
    zero: '请输入大于 0 的数量',
    insufficient: '余额不足',
    noToken: '请选择代币',
    noReceiver: '请输入收款方',
    invalidAddressEvm: '地址无效：请输入 EVM 地址（0x…）或名称',
    invalidAddressSolana: '地址无效：请输入 Solana 地址或名称',
    nameNotFound: (name: string) => `此网络上没有注册为 ${name} 的账户`,
    nameLookupFailed: (name: string) => `无法查找 ${name}`,
    feeUnavailable: '无法估算网络费用',
  },
  selectToken: {
    search: '搜索代币',
    noMatch: '没有与搜索匹配的代币。',
  },
  preview: {
    from: '发送方',
    to: '收款方',
    amount: '数量',
    value: '价值',
    fee: '网络费用',
    feeEstimating: '正在估算…',
    newTokenAccount: '包含收款方新代币账户的租金',
    confirm: '发送',
    sending: '请在钱包中确认…',
    rejected: '你在钱包中拒绝了交易：未发送任何资产。',
    failed: (reason: string) => `发送失败：${reason}`,
    reverted: '交易已上链，但执行失败。',
    incomplete: '请返回并填写完整表单。',
    sent: '已发送',
  },
};

export default zh;
