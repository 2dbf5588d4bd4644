import type { NamesMessages } from '../messages.js';

/** Turkish. */
const tr: NamesMessages = {
  accountActions: {
    registerName: 'Ad seçin',
  },
  registerAccountName: {
    label: 'Hesap adı',
    hint: 'Harf, rakam ve kısa çizgi; en az 4 karakter.',
    checking: 'Uygunluk kontrol ediliyor…',
    available: (name) => `${name} kullanılabilir`,
    taken: (name) => `${name} alınmış`,
    suggestionsTitle: 'Bunun yerine kullanılabilir',
    suggestionLabel: (name) => `${name} adını kullan`,
    submit: 'Adı kaydet',
    signing: 'Cüzdanınızda onaylayın…',
    registering: 'Kaydediliyor…',
    signatureRejected: 'İmzayı reddettiniz: ad kaydedilmedi.',
    unsupportedAccount: 'Adlar EVM ve Solana hesapları için kullanılabilir.',
  },
  registerAccountNameSuccess: {
    registered: 'Hesap adınız',
    done: 'Hesaba dön',
  },
};

export default tr;
