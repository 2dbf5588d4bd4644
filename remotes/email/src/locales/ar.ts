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
    explain: 'يُدخَل البريد الجديد والرمزان في النافذة الآمنة، حيث لا تستطيع هذه الصفحة قراءتها.',
    start: 'تغيير البريد الإلكتروني',
    waiting: 'تابع في النافذة الآمنة…',
    updated: (email) => `تم تحديث البريد الإلكتروني إلى ${email}`,
  },
};

export default ar;
