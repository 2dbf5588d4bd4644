import type { PayMessages } from '../messages.js';

/** Arabic. */
const ar: PayMessages = {
  pay: {
    summary: 'طلب دفع',
    requestedBy: (dapp: string) => `يطلب منك ${dapp} الدفع`,
    requestedByUnknown: 'يطلب منك هذا التطبيق الدفع',
    amount: 'المبلغ',
    network: 'الشبكة',
    recipient: 'إلى',
    methods: 'كيف تريد الدفع؟',
    wallet: 'الدفع من محفظتك',
    walletConnect: 'اربط محفظة للدفع',
    walletConnectHint: 'ستعود إلى هنا بعد الربط',
    balance: (amount: string, symbol: string) => `الرصيد: ${amount} ${symbol}`,
    balanceLoading: 'جارٍ التحقق من رصيدك…',
    balanceUnavailable: 'تعذّرت قراءة رصيدك',
    onramp: (symbol: string) => `شراء ${symbol}`,
    onrampHint: 'ببطاقة أو حساب مصرفي، ثم ادفع هنا',
    confirm: (amount: string, symbol: string) => `ادفع ${amount} ${symbol}`,
    retry: 'إعادة المحاولة',
    chooseMethod: 'اختر طريقة الدفع',
    switchNetwork: (network: string) => `التبديل إلى ${network}`,
    paying: 'أكّد في محفظتك، ثم انتظر حتى يتم تعدين الدفعة…',
    paid: 'اكتمل الدفع',
    transaction: (hash: string) => `المعاملة ${hash}`,
    unavailable: 'لا توجد عملية دفع جارية.',
  },
};

export default ar;
