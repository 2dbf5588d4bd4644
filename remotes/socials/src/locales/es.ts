import type { SocialsMessages } from '../messages.js';

/** Spanish. */
const es: SocialsMessages = {
  connectSocials: {
    label: 'Inicia sesión con una cuenta social',
  },
  connectingSocial: {
    title: (provider: string) => `Continuar con ${provider}`,
    signingIn: 'Iniciando sesión…',
    popupHint: (provider: string) => `Conecta tu cuenta de ${provider} en la ventana emergente.`,
    tryAgain: 'Reintentar',
  },
  connectingFarcaster: {
    qrLabel: 'Código QR para iniciar sesión con Farcaster',
    scanHint: 'Escanea con la cámara de tu teléfono o con la app de Farcaster para iniciar sesión.',
    open: 'Abrir en Farcaster',
    preparing: 'Preparando el inicio de sesión con Farcaster…',
    tryAgain: 'Reintentar',
  },
};

export default es;
