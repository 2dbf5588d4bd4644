import type { SocialsMessages } from '../messages.js';

/** Arabic. */
const ar: SocialsMessages = {
  connectSocials: {
    label: 'سجّل الدخول بحساب تواصل اجتماعي',
  },
  connectingSocial: {
    title: (provider: string) => `المتابعة باستخدام ${provider}`,
    signingIn: 'جارٍ تسجيل دخولك…',
    popupHint: (provider: string) => `اربط حسابك على ${provider} في النافذة المنبثقة.`,
    tryAgain: 'إعادة المحاولة',
  },
  connectingFarcaster: {
    qrLabel: 'رمز QR لتسجيل الدخول باستخدام Farcaster',
    scanHint: 'امسح بكاميرا هاتفك أو بتطبيق Farcaster لتسجيل الدخول.',
    open: 'افتح في Farcaster',
    preparing: 'جارٍ تحضير تسجيل الدخول باستخدام Farcaster…',
    tryAgain: 'إعادة المحاولة',
  },
};

export default ar;
