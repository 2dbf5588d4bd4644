import type { WalletConnectMessages } from '../messages.js';

/** Russian. */
const ru: WalletConnectMessages = {
  pairing: {
    initializing: 'Создание кода сопряжения…',
    pairing: 'Отсканируйте этот код кошельком с поддержкой WalletConnect или скопируйте ссылку в кошелёк.',
    expired: 'Срок действия кода истёк. Создаём новый…',
    renewed: 'Срок действия прежнего кода истёк. Отсканируйте новый.',
    rejected: 'Кошелёк отклонил подключение. Можно попробовать снова.',
    relayDown: 'Релей WalletConnect не отвечает. Сопряжение возобновится само, когда он заработает, или попробуйте снова.',
    error: 'Сопряжение не завершено. Попробуйте снова.',
    sessionActive: 'Кошелёк уже подключён через WalletConnect. Отключите его (Аккаунт или Кошельки), чтобы подключить другой.',
  },
  pairingPanel: {
    tryAgain: 'Повторить',
    copyLink: 'Копировать ссылку',
    linkCopied: 'Ссылка скопирована',
    copyFailed: 'Не удалось скопировать ссылку',
    qrLabel: 'QR-код для сканирования кошельком WalletConnect',
  },
  deepLinks: {
    title: 'Открыть в кошельке',
    basicTitle: 'Кошельки',
    open: (wallet: string) => `Открыть ${wallet}`,
  },
};

export default ru;
