import type { EmailMessages } from '../messages.js';

/** Chinese. */
const zh: EmailMessages = {
  emailForm: {
    label: '邮箱',
    placeholder: '邮箱',
    submit: '继续',
    sending: '正在发送…',
  },
  resendCode: {
    resend: '重新发送验证码',
    resendIn: (seconds) => `${seconds} 秒后重新发送验证码`,
  },
  emailLogin: {
    hint: '使用邮箱登录：我们会向你发送一次性验证码。',
  },
  emailVerifyDevice: {
    title: '注册此设备',
    hint: (email) => ['请打开我们发送到 ', email, ' 的批准链接以继续。'],
    tryAgain: '重试',
  },
  emailVerifyOtp: {
    title: '输入验证码',
    hint: (email) => ['我们已向 ', email, ' 发送了 6 位验证码'],
    codeLabel: '一次性验证码',
    codeSent: '验证码已发送',
  },
  updateEmailWallet: {
    current: (email) => ['当前邮箱：', email],
    explain: '新邮箱和两个验证码都在安全窗口中输入，此页面无法读取。',
    start: '更改邮箱',
    waiting: '请在安全窗口中继续…',
    updated: (email) => `邮箱已更新为 ${email}`,
  },
};

export default zh;
