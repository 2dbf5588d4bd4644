import type { AuthMessages } from '../messages.js';

/** Russian. */
const ru: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['Изменить e-mail ', email],
    switchToSmartAccount: 'Перейти на смарт-аккаунт',
    switchToEoa: 'Перейти на EOA',
  },
  approveTransaction: {
    lead: (secureOrigin) => `Проверьте и подтвердите этот запрос в защищённом окне ${secureOrigin}.`,
    loading: 'Открытие защищённого окна…',
    shown: 'Запрос показан в защищённом окне.',
    idle: 'Нет запросов, ожидающих подтверждения.',
    frameLabel: 'Защищённое окно подтверждения',
  },
};

export default ru;
