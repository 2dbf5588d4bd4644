import type { WalletConnectMessages } from '../messages.js';

/** Turkish. */
const tr: WalletConnectMessages = {
  pairing: {
    initializing: 'Eşleştirme kodu oluşturuluyor…',
    pairing: 'Bu kodu bir WalletConnect cüzdanıyla tarayın veya bağlantıyı bir cüzdana kopyalayın.',
    expired: 'Bu kodun süresi doldu. Yenisi oluşturuluyor…',
    renewed: 'Önceki kodun süresi doldu. Bu yeni kodu tarayın.',
    rejected: 'Cüzdan bağlantıyı reddetti. Tekrar deneyebilirsiniz.',
    relayDown: 'WalletConnect aktarıcısı yanıt vermiyor. Tekrar erişilebilir olduğunda eşleştirme kendiliğinden devam eder ya da tekrar deneyin.',
    error: 'Eşleştirme tamamlanamadı. Tekrar deneyin.',
    sessionActive: 'WalletConnect üzerinden zaten bir cüzdan bağlı. Başka bir cüzdan eşleştirmek için bağlantısını kesin (Hesap veya Cüzdanlar).',
  },
  pairingPanel: {
    tryAgain: 'Tekrar dene',
    copyLink: 'Bağlantıyı kopyala',
    linkCopied: 'Bağlantı kopyalandı',
    copyFailed: 'Bağlantı kopyalanamadı',
    qrLabel: 'Bir WalletConnect cüzdanıyla taranacak QR kodu',
  },
  deepLinks: {
    title: 'Bir cüzdanda aç',
    basicTitle: 'Cüzdanlar',
    open: (wallet: string) => `${wallet} uygulamasını aç`,
  },
};

export default tr;
