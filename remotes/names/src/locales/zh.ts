import type { NamesMessages } from '../messages.js';

/** Chinese. */
const zh: NamesMessages = {
  accountActions: {
    registerName: '选择名称',
  },
  registerAccountName: {
    label: '账户名称',
    hint: '字母、数字和连字符，至少 4 个字符。',
    checking: '正在检查是否可用…',
    available: (name) => `${name} 可用`,
    taken: (name) => `${name} 已被占用`,
    suggestionsTitle: '可改用以下名称',
    suggestionLabel: (name) => `使用 ${name}`,
    submit: '注册名称',
    signing: '请在钱包中确认…',
    registering: '正在注册…',
    signatureRejected: '你拒绝了签名：名称未注册。',
    unsupportedAccount: '名称适用于 EVM 和 Solana 账户。',
  },
  registerAccountNameSuccess: {
    registered: '你的账户名称',
    done: '返回账户',
  },
};

export default zh;
