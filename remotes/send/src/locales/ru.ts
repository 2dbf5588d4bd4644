import type { SendMessages } from '../messages.js';

/** Russian. */
const ru: SendMessages = {
  accountActions: {
    send: 'Отправить',
  },
  walletSend: {
    token: 'Токен',
    chooseToken: 'Выберите токен',
    balance: (amount: string, symbol: string) => `Баланс: ${amount} ${symbol}`,
    amount: 'Сумма',
    max: 'Макс.',
    maxLabel: (symbol: string) => `Отправить максимально возможную сумму ${symbol}`,
    receiver: 'Кому',
    receiverPlaceholderEvm: 'Адрес (0x…) или имя',
    receiverPlaceholderSolana: 'Адрес Solana или имя',
    resolving: (name: string) => `Поиск ${name}…`,
    resolved: (name: string, address: string) => `${name} — это ${address}`,
    submit: 'Проверить отправку',
    loadingBalances: 'Загрузка балансов…',
    balancesFailed: 'Не удалось загрузить ваши балансы.',
    noTokens: 'В этой сети пока нечего отправить.',
    notConnected: 'Подключите кошелёк, чтобы отправлять токены.',
  },
  problems: {
    empty: 'Введите сумму',
    invalid: 'Введите число, например 1.5',
    tooManyDecimals: (decimals: number) => `Не более ${decimals} знаков после запятой для этого токена`,
    zero: 'Введите сумму больше 0',
    insufficient: 'Недостаточно средств',
    noToken: 'Выберите токен',
    noReceiver: 'Укажите получателя',
    invalidAddressEvm: 'Неверный адрес: введите адрес EVM (0x…) или имя',
    invalidAddressSolana: 'Неверный адрес: введите адрес Solana или имя',
    nameNotFound: (name: string) => `В этой сети нет аккаунта, зарегистрированного как ${name}`,
    nameLookupFailed: (name: string) => `Не удалось найти ${name}`,
    feeUnavailable: 'Не удалось оценить комиссию сети',
  },
  selectToken: {
    search: 'Поиск токенов',
    noMatch: 'Нет токенов, подходящих под запрос.',
  },
  preview: {
    from: 'От',
    to: 'Кому',
    amount: 'Сумма',
    value: 'Стоимость',
    fee: 'Комиссия сети',
    feeEstimating: 'Оценка…',
    newTokenAccount: 'Включает ренту нового токен-аккаунта получателя',
    confirm: 'Отправить',
    sending: 'Подтвердите в кошельке…',
    rejected: 'Вы отклонили транзакцию в кошельке: ничего не отправлено.',
    failed: (reason: string) => `Отправка не удалась: ${reason}`,
    reverted: 'Транзакция включена в блок, но завершилась ошибкой в сети.',
    incomplete: 'Вернитесь назад и заполните форму.',
    sent: 'Отправлено',
  },
};

export default ru;
