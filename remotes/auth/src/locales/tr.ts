import type { AuthMessages } from '../messages.js';

/** Turkish. */
const tr: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['E-postayı güncelle ', email],
    switchToSmartAccount: 'Akıllı hesaba geç',
    switchToEoa: 'EOA’ya geç',
  },
  approveTransaction: {
    lead: (secureOrigin) => `Bu isteği ${secureOrigin} güvenli penceresinde inceleyip onaylayın.`,
    loading: 'Güvenli pencere açılıyor…',
    shown: 'İstek güvenli pencerede gösteriliyor.',
    idle: 'Onay bekleyen istek yok.',
    frameLabel: 'Güvenli onay penceresi',
  },
};

export default tr;
