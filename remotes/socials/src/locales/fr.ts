import type { SocialsMessages } from '../messages.js';

/** French. */
const fr: SocialsMessages = {
  connectSocials: {
    label: 'Se connecter avec un compte social',
  },
  connectingSocial: {
    title: (provider: string) => `Continuer avec ${provider}`,
    signingIn: 'Connexion en cours…',
    popupHint: (provider: string) => `Connectez votre compte ${provider} dans la fenêtre contextuelle.`,
    tryAgain: 'Réessayer',
  },
  connectingFarcaster: {
    qrLabel: 'QR code pour se connecter avec Farcaster',
    scanHint: 'Scannez avec l’appareil photo de votre téléphone ou l’app Farcaster pour vous connecter.',
    open: 'Ouvrir dans Farcaster',
    preparing: 'Préparation de la connexion Farcaster…',
    tryAgain: 'Réessayer',
  },
};

export default fr;
