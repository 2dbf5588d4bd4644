import type { SendMessages } from '../messages.js';

/** Turkish. */
const tr: SendMessages = {
  accountActions: {
    send: 'Gönder',
  },
  walletSend: {
    token: 'Token',
    chooseToken: 'Bir token seçin',
    balance: (amount: string, symbol: string) => `Bakiye: ${amount} ${symbol}`,
    amount: 'Miktar',
    max: 'Maks.',
    maxLabel: (symbol: string) => `Gönderebileceğiniz en fazla ${symbol} miktarını gönderin`,
    receiver: 'Alıcı',
    receiverPlaceholderEvm: 'Adres (0x…) veya ad',
    receiverPlaceholderSolana: 'Solana adresi veya ad',
    resolving: (name: string) => `${name} aranıyor…`,
    resolved: (name: string, address: string) => `${name}: ${address}`,
    submit: 'Gönderimi incele',
    loadingBalances: 'Bakiyeler yükleniyor…',
    balancesFailed: 'Bakiyeleriniz yüklenemedi.',
    noTokens: 'Bu ağda henüz gönderilecek bir şey yok.',
    notConnected: 'Token göndermek için bir cüzdan bağlayın.',
  },
  problems: {
    empty: 'Bir miktar girin',
    invalid: 'Bir sayı girin, ör. 1.5',
    tooManyDecimals: (decimals: number) => `Bu token için en fazla ${decimals} ondalık basamak`,
    zero: '0’dan büyük bir miktar girin',
    insufficient: 'Yetersiz bakiye',
    noToken: 'Bir token seçin',
    noReceiver: 'Bir alıcı girin',
    invalidAddressEvm: 'Geçersiz adres: bir EVM adresi (0x…) veya bir ad girin',
    invalidAddressSolana: 'Geçersiz adres: bir Solana adresi veya bir ad girin',
    nameNotFound: (name: string) => `Bu ağda ${name} olarak kayıtlı bir hesap yok`,
    nameLookupFailed: (name: string) => `${name} aranamadı`,
    feeUnavailable: 'Ağ ücreti tahmin edilemedi',
  },
  selectToken: {
    search: 'Token ara',
    noMatch: 'Aramanızla eşleşen token yok.',
  },
  preview: {
    from: 'Gönderen',
    to: 'Alıcı',
    amount: 'Miktar',
    value: 'Değer',
    fee: 'Ağ ücreti',
    feeEstimating: 'Tahmin ediliyor…',
    newTokenAccount: 'Alıcının yeni token hesabının kirası dahil',
    confirm: 'Gönder',
    sending: 'Cüzdanınızda onaylayın…',
    rejected: 'İşlemi cüzdanınızda reddettiniz: hiçbir şey gönderilmedi.',
    failed: (reason: string) => `Gönderim başarısız oldu: ${reason}`,
    reverted: 'İşlem bloğa eklendi ancak zincirde başarısız oldu.',
    incomplete: 'Geri dönün ve formu tamamlayın.',
    sent: 'Gönderildi',
  },
};

export default tr;
