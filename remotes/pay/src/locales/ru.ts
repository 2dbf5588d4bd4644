import type { PayMessages } from '../messages.js';

/** Russian. */
const ru: PayMessages = {
  pay: {
    summary: 'Запрос на оплату',
    requestedBy: (dapp: string) => `${dapp} просит вас оплатить`,
    requestedByUnknown: 'Это приложение просит вас оплатить',
    amount: 'Сумма',
    network: 'Сеть',
    recipient: 'Кому',
    methods: 'Как вы хотите оплатить?',
    wallet: 'Оплатить из кошелька',
    walletConnect: 'Подключите кошелёк для оплаты',
    walletConnectHint: 'После подключения вы вернётесь сюда',
    balance: (amount: string, symbol: string) => `Баланс: ${amount} ${symbol}`,
    balanceLoading: 'Проверка баланса…',
    balanceUnavailable: 'Не удалось прочитать баланс',
    onramp: (symbol: string) => `Купить ${symbol}`,
    onrampHint: 'Картой или с банковского счёта, затем оплатите здесь',
    confirm: (amount: string, symbol: string) => `Оплатить ${amount} ${symbol}`,
    retry: 'Повторить',
    chooseMethod: 'Выберите способ оплаты',
    switchNetwork: (network: string) => `Переключиться на ${network}`,
    paying: 'Подтвердите в кошельке и дождитесь, пока платёж будет добыт…',
    paid: 'Оплата завершена',
    transaction: (hash: string) => `Транзакция ${hash}`,
    unavailable: 'Нет активного платежа.',
  },
};

export default ru;
