import type { AuthMessages } from '../messages.js';

/** Chinese. */
const zh: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['修改邮箱 ', email],
    switchToSmartAccount: '切换到智能账户',
    switchToEoa: '切换到 EOA',
  },
  approveTransaction: {
    lead: (secureOrigin) => `请在 ${secureOrigin} 的安全窗口中查看并批准此请求。`,
    loading: '正在打开安全窗口…',
    shown: '请求已显示在安全窗口中。',
    idle: '没有等待批准的请求。',
    frameLabel: '安全批准窗口',
  },
};

export default zh;
