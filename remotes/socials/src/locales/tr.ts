import type { SocialsMessages } from '../messages.js';

/** Turkish. */
const tr: SocialsMessages = {
  connectSocials: {
    label: 'Bir sosyal hesapla giriş yapın',
  },
  connectingSocial: {
    title: (provider: string) => `${provider} ile devam et`,
    signingIn: 'Giriş yapılıyor…',
    popupHint: (provider: string) => `Açılır pencerede ${provider} hesabınızı bağlayın.`,
    tryAgain: 'Tekrar dene',
  },
  connectingFarcaster: {
    qrLabel: 'Farcaster ile giriş yapmak için QR kodu',
    scanHint: 'Giriş yapmak için telefonunuzun kamerasıyla veya Farcaster uygulamasıyla tarayın.',
    open: 'Farcaster’da aç',
    preparing: 'Farcaster girişi hazırlanıyor…',
    tryAgain: 'Tekrar dene',
  },
};

export default tr;
