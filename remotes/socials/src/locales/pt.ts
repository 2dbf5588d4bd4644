import type { SocialsMessages } from '../messages.js';

/** Portuguese. */
const pt: SocialsMessages = {
  connectSocials: {
    label: 'Entrar com uma conta social',
  },
  connectingSocial: {
    title: (provider: string) => `Continuar com ${provider}`,
    signingIn: 'Entrando…',
    popupHint: (provider: string) => `Conecte sua conta ${provider} na janela pop-up.`,
    tryAgain: 'Tentar novamente',
  },
  connectingFarcaster: {
    qrLabel: 'Código QR para entrar com o Farcaster',
    scanHint: 'Escaneie com a câmera do celular ou com o app Farcaster para entrar.',
    open: 'Abrir no Farcaster',
    preparing: 'Preparando o login com o Farcaster…',
    tryAgain: 'Tentar novamente',
  },
};

export default pt;
