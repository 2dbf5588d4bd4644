import type { WalletConnectMessages } from '../messages.js';

/** Arabic. */
const ar: WalletConnectMessages = {
  pairing: {
    initializing: 'جارٍ إنشاء رمز الاقتران…',
    pairing: 'امسح هذا الرمز بمحفظة تدعم WalletConnect، أو انسخ الرابط إلى إحداها.',
    expired: 'انتهت صلاحية هذا الرمز. جارٍ إنشاء رمز جديد…',
    renewed: 'انتهت صلاحية الرمز السابق. امسح هذا الرمز الجديد.',
    rejected: 'رفضت المحفظة الاتصال. يمكنك المحاولة مرة أخرى.',
    relayDown: 'خادم الترحيل في WalletConnect لا يستجيب. سيُستأنف الاقتران تلقائيًا عند عودته، أو أعد المحاولة.',
    error: 'لم يكتمل الاقتران. أعد المحاولة.',
    sessionActive: 'هناك محفظة متصلة بالفعل عبر WalletConnect. افصلها (الحساب أو المحافظ) لإقران محفظة أخرى.',
  },
  pairingPanel: {
    tryAgain: 'إعادة المحاولة',
    copyLink: 'نسخ الرابط',
    linkCopied: 'تم نسخ الرابط',
    copyFailed: 'تعذّر نسخ الرابط',
    qrLabel: 'رمز QR للمسح بمحفظة WalletConnect',
  },
  deepLinks: {
    title: 'افتح في محفظة',
    basicTitle: 'المحافظ',
    open: (wallet: string) => `فتح ${wallet}`,
  },
};

export default ar;
