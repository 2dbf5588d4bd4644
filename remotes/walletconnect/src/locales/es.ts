import type { WalletConnectMessages } from '../messages.js';

/** Spanish. */
const es: WalletConnectMessages = {
  pairing: {
    initializing: 'Creando un código de vinculación…',
    pairing: 'Escanea este código con una billetera compatible con WalletConnect o copia el enlace en una.',
    expired: 'Este código caducó. Creando uno nuevo…',
    renewed: 'El código anterior caducó. Escanea este nuevo.',
    rejected: 'La billetera rechazó la conexión. Puedes volver a intentarlo.',
    relayDown: 'El relay de WalletConnect no responde. La vinculación se reanudará sola cuando vuelva, o inténtalo de nuevo.',
    error: 'La vinculación no se completó. Inténtalo de nuevo.',
    sessionActive: 'Ya hay una billetera conectada mediante WalletConnect. Desconéctala (Cuenta o Billeteras) para vincular otra.',
  },
  pairingPanel: {
    tryAgain: 'Reintentar',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar el enlace',
    qrLabel: 'Código QR para escanear con una billetera WalletConnect',
  },
  deepLinks: {
    title: 'Abrir en una billetera',
    basicTitle: 'Billeteras',
    open: (wallet: string) => `Abrir ${wallet}`,
  },
};

export default es;
