import type { SocialsMessages } from '../messages.js';

/** German. */
const de: SocialsMessages = {
  connectSocials: {
    label: 'Mit einem Social-Media-Konto anmelden',
  },
  connectingSocial: {
    title: (provider: string) => `Weiter mit ${provider}`,
    signingIn: 'Du wirst angemeldet…',
    popupHint: (provider: string) => `Verbinde dein ${provider}-Konto im Pop-up-Fenster.`,
    tryAgain: 'Erneut versuchen',
  },
  connectingFarcaster: {
    qrLabel: 'QR-Code zur Anmeldung mit Farcaster',
    scanHint: 'Scanne mit der Kamera deines Telefons oder der Farcaster-App, um dich anzumelden.',
    open: 'In Farcaster öffnen',
    preparing: 'Farcaster-Anmeldung wird vorbereitet…',
    tryAgain: 'Erneut versuchen',
  },
};

export default de;
