import type { ReceiveMessages } from '../messages.js';

/** Arabic. */
const ar: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `رمز QR للعنوان ${address}`,
    address: 'عنوانك',
    copyAddress: 'نسخ العنوان',
    networks: 'استلم على هذه الشبكات',
    notConnected: 'اربط محفظة لعرض عنوان الاستلام.',
    copied: 'تم نسخ العنوان',
    copyFailed: 'تعذّر نسخ العنوان',
  },
};

export default ar;
