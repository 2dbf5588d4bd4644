import type { NamesMessages } from '../messages.js';

/** Russian. */
const ru: NamesMessages = {
  accountActions: {
    registerName: 'Выбрать имя',
  },
  registerAccountName: {
    label: 'Имя аккаунта',
    hint: 'Буквы, цифры и дефисы, не менее 4 символов.',
    checking: 'Проверка доступности…',
    available: (name) => `${name} свободно`,
    taken: (name) => `${name} занято`,
    suggestionsTitle: 'Свободные варианты',
    suggestionLabel: (name) => `Использовать ${name}`,
    submit: 'Зарегистрировать имя',
    signing: 'Подтвердите в кошельке…',
    registering: 'Регистрация…',
    signatureRejected: 'Вы отклонили подпись: имя не зарегистрировано.',
    unsupportedAccount: 'Имена доступны для аккаунтов EVM и Solana.',
  },
  registerAccountNameSuccess: {
    registered: 'Имя вашего аккаунта',
    done: 'Вернуться к аккаунту',
  },
};

export default ru;
