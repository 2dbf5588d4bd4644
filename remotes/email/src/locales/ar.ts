import type { EmailMessages } from '../messages.js';

/** Arabic. */
const ar: EmailMessages = {
  emailForm: {
    label: 'البريد الإلكتروني',
    placeholder: 'البريد الإلكتروني',
    submit: 'متابعة',
    sending: 'جارٍ الإرسال…',
  },
  resendCode: {
    resend: 'إعادة إرسال الرمز',
    resendIn: (seconds) => `إعادة إرسال الرمز بعد ${seconds} ث`,
  },
  emailLogin: {
    hint: 'سجّل الدخول ببريدك الإلكتروني: سنرسل إليك رمزًا لمرة واحدة.',
  },
  emailVerifyDevice: {
    title: 'سجِّل هذا الجهاز',
    hint: (email) => ['افتح رابط الموافقة الذي أرسلناه إلى ', email, ' للمتابعة.'],
    tryAgain: 'إعادة المحاولة',
  },
  emailVerifyOtp: {
    title: 'أدخل الرمز',
    hint: (email) => ['أرسلنا رمزًا من 6 أرقام إلى ', email],
    codeLabel: 'رمز لمرة واحدة',
    codeSent: 'تم إرسال الرمز',
  },
  updateEmailWallet: {
    current: (email) => ['البريد الإلكتروني الحالي: ', email],
    enterNew: 'أدخل بريدك الإلكتروني الجديد.',
    newEmailLabel: 'البريد الإلكتروني الجديد',
    confirmCurrent: 'أكِّد بريدك الإلكتروني الحالي',
    confirmNew: 'أكِّد بريدك الإلكتروني الجديد',
    codeSentTo: (email) => ['أدخل الرمز الذي أرسلناه إلى ', email],
    yourCurrentEmail: 'بريدك الإلكتروني الحالي',
    currentCodeLabel: 'الرمز المُرسَل إلى البريد الإلكتروني الحالي',
    newCodeLabel: 'الرمز المُرسَل إلى البريد الإلكتروني الجديد',
    updated: (email) => `تم تحديث البريد الإلكتروني إلى ${email}`,
  },
};

export default ar;
