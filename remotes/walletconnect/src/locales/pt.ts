import type { WalletConnectMessages } from '../messages.js';

/** Portuguese. */
const pt: WalletConnectMessages = {
  pairing: {
    initializing: 'Criando um código de pareamento…',
    pairing: 'Escaneie este código com uma carteira WalletConnect ou copie o link em uma.',
    expired: 'Este código expirou. Criando um novo…',
    renewed: 'O código anterior expirou. Escaneie este novo.',
    rejected: 'A carteira recusou a conexão. Você pode tentar novamente.',
    relayDown: 'O relay do WalletConnect não responde. O pareamento continua sozinho quando ele voltar, ou tente novamente.',
    error: 'O pareamento não foi concluído. Tente novamente.',
    sessionActive: 'Já há uma carteira conectada pelo WalletConnect. Desconecte-a (Conta ou Carteiras) para parear outra.',
  },
  pairingPanel: {
    tryAgain: 'Tentar novamente',
    copyLink: 'Copiar link',
    linkCopied: 'Link copiado',
    copyFailed: 'Não foi possível copiar o link',
    qrLabel: 'Código QR para escanear com uma carteira WalletConnect',
  },
  deepLinks: {
    title: 'Abrir em uma carteira',
    basicTitle: 'Carteiras',
    open: (wallet: string) => `Abrir ${wallet}`,
  },
};

export default pt;
