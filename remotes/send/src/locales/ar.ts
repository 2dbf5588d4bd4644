import type { SendMessages } from '../messages.js';

/** Arabic. */
const ar: SendMessages = {
  accountActions: {
    send: 'إرسال',
  },
  walletSend: {
    token: 'الرمز',
    chooseToken: 'اختر رمزًا',
    balance: (amount: string, symbol: string) => `الرصيد: ${amount} ${symbol}`,
    amount: 'المبلغ',
    max: 'الحد الأقصى',
    maxLabel: (symbol: string) => `أرسل أكبر قدر ممكن من ${symbol}`,
    receiver: 'إلى',
    receiverPlaceholderEvm: 'العنوان (0x…) أو الاسم',
    receiverPlaceholderSolana: 'عنوان Solana أو الاسم',
    resolving: (name: string) => `جارٍ البحث عن ${name}…`,
    resolved: (name: string, address: string) => `${name} هو ${address}`,
    submit: 'مراجعة الإرسال',
    loadingBalances: 'جارٍ تحميل الأرصدة…',
    balancesFailed: 'تعذّر تحميل أرصدتك.',
    noTokens: 'لا يوجد ما يمكن إرساله على هذه الشبكة بعد.',
    notConnected: 'اربط محفظة لإرسال الرموز.',
  },
  problems: {
    empty: 'أدخل مبلغًا',
    invalid: 'أدخل رقمًا، مثل 1.5',
    tooManyDecimals: (decimals: number) => `${decimals} منازل عشرية كحد أقصى لهذا الرمز`,
    zero: 'أدخل مبلغًا أكبر من 0',
    insufficient: 'الرصيد غير كافٍ',
    noToken: 'اختر رمزًا',
    noReceiver: 'أدخل المستلم',
    invalidAddressEvm: 'عنوان غير صالح: أدخل عنوان EVM (0x…) أو اسمًا',
    invalidAddressSolana: 'عنوان غير صالح: أدخل عنوان Solana أو اسمًا',
    nameNotFound: (name: string) => `لا يوجد حساب مسجّل باسم ${name} على هذه الشبكة`,
    nameLookupFailed: (name: string) => `تعذّر البحث عن ${name}`,
    feeUnavailable: 'تعذّر تقدير رسوم الشبكة',
  },
  selectToken: {
    search: 'ابحث عن الرموز',
    noMatch: 'لا يوجد رمز يطابق بحثك.',
  },
  preview: {
    from: 'من',
    to: 'إلى',
    amount: 'المبلغ',
    value: 'القيمة',
    fee: 'رسوم الشبكة',
    feeEstimating: 'جارٍ التقدير…',
    newTokenAccount: 'يشمل إيجار حساب الرمز الجديد للمستلم',
    confirm: 'إرسال',
    sending: 'أكّد في محفظتك…',
    rejected: 'رفضت المعاملة في محفظتك: لم يُرسَل أي شيء.',
    failed: (reason: string) => `فشل الإرسال: ${reason}`,
    reverted: 'أُدرجت المعاملة لكنها فشلت على السلسلة.',
    incomplete: 'ارجع وأكمل النموذج.',
    sent: 'تم الإرسال',
  },
};

export default ar;
