import type { SocialsMessages } from '../messages.js';

/** Chinese (Simplified). */
const zh: SocialsMessages = {
  connectSocials: {
    label: '使用社交账号登录',
  },
  connectingSocial: {
    title: (provider: string) => `使用 ${provider} 继续`,
    signingIn: '正在登录…',
    popupHint: (provider: string) => `请在弹出窗口中连接你的 ${provider} 账号。`,
    tryAgain: '重试',
  },
  connectingFarcaster: {
    qrLabel: '用于通过 Farcaster 登录的二维码',
    scanHint: '使用手机相机或 Farcaster 应用扫描以登录。',
    open: '在 Farcaster 中打开',
    preparing: '正在准备 Farcaster 登录…',
    tryAgain: '重试',
  },
};

export default zh;
