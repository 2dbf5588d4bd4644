import type { NamesMessages } from '../messages.js';

/** Arabic. */
const ar: NamesMessages = {
  accountActions: {
    registerName: 'اختيار اسم',
  },
  registerAccountName: {
    label: 'اسم الحساب',
    hint: 'أحرف وأرقام وشرطات، 4 أحرف على الأقل.',
    checking: 'جارٍ التحقق من التوفر…',
    available: (name) => `${name} متاح`,
    taken: (name) => `${name} مستخدَم`,
    suggestionsTitle: 'أسماء متاحة بدلًا منه',
    suggestionLabel: (name) => `استخدام ${name}`,
    submit: 'تسجيل الاسم',
    signing: 'أكِّد في محفظتك…',
    registering: 'جارٍ التسجيل…',
    signatureRejected: 'لقد رفضت التوقيع: لم يُسجَّل الاسم.',
    unsupportedAccount: 'الأسماء متاحة لحسابات EVM وSolana.',
  },
  registerAccountNameSuccess: {
    registered: 'اسم حسابك',
    done: 'العودة إلى الحساب',
  },
};

export default ar;
