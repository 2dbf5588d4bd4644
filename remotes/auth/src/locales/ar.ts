import type { AuthMessages } from '../messages.js';

/** Arabic. */
const ar: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['تحديث البريد الإلكتروني ', email],
    switchToSmartAccount: 'التبديل إلى الحساب الذكي',
    switchToEoa: 'التبديل إلى EOA',
  },
  approveTransaction: {
    lead: (secureOrigin) => `راجِع هذا الطلب ووافق عليه في النافذة الآمنة لـ ${secureOrigin}.`,
    loading: 'جارٍ فتح النافذة الآمنة…',
    shown: 'يظهر الطلب في النافذة الآمنة.',
    idle: 'لا توجد طلبات بانتظار الموافقة.',
    frameLabel: 'نافذة الموافقة الآمنة',
  },
};

export default ar;
