import type { SocialsMessages } from '../messages.js';

/** Russian. */
const ru: SocialsMessages = {
  connectSocials: {
    label: 'Войти через соцсеть',
  },
  connectingSocial: {
    title: (provider: string) => `Продолжить с ${provider}`,
    signingIn: 'Выполняется вход…',
    popupHint: (provider: string) => `Подключите аккаунт ${provider} во всплывающем окне.`,
    tryAgain: 'Повторить',
  },
  connectingFarcaster: {
    qrLabel: 'QR-код для входа через Farcaster',
    scanHint: 'Отсканируйте камерой телефона или в приложении Farcaster, чтобы войти.',
    open: 'Открыть в Farcaster',
    preparing: 'Подготовка входа через Farcaster…',
    tryAgain: 'Повторить',
  },
};

export default ru;
