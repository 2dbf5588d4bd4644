import type { SocialsMessages } from '../messages.js';

/** Italian. */
const it: SocialsMessages = {
  connectSocials: {
    label: 'Accedi con un account social',
  },
  connectingSocial: {
    title: (provider: string) => `Continua con ${provider}`,
    signingIn: 'Accesso in corso…',
    popupHint: (provider: string) => `Collega il tuo account ${provider} nella finestra pop-up.`,
    tryAgain: 'Riprova',
  },
  connectingFarcaster: {
    qrLabel: 'Codice QR per accedere con Farcaster',
    scanHint: 'Scansiona con la fotocamera del telefono o con l’app Farcaster per accedere.',
    open: 'Apri in Farcaster',
    preparing: 'Preparazione dell’accesso con Farcaster…',
    tryAgain: 'Riprova',
  },
};

export default it;
