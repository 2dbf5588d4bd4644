import type { ActivityMessages } from '../messages.js';

/** Arabic. */
const ar: ActivityMessages = {
  accountActivity: {
    label: 'المعاملات',
    loading: 'جارٍ تحميل النشاط',
    loadingMore: 'جارٍ تحميل المزيد من النشاط',
    loadMore: 'تحميل المزيد',
    empty: 'لا يوجد نشاط بعد',
    emptyText: 'تظهر هنا معاملات هذا الحساب على هذه الشبكة.',
    retry: 'إعادة المحاولة',
    sent: 'مُرسَلة',
    received: 'مُستلَمة',
    self: 'مُرسَلة إلى نفسك',
    minted: 'مسكوكة',
    contractCall: 'استدعاء عقد',
    deployed: 'تم نشر العقد',
    transaction: 'معاملة',
    confirmed: 'مؤكَّدة',
    failed: 'فشلت',
    pending: 'قيد الانتظار',
    nft: 'رمز غير قابل للاستبدال',
    minedAt: (date) => `تم التعدين في ${date}`,
    andMore: (first, more) => `${first} و${more} أخرى`,
  },
};

export default ar;
