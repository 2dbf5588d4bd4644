import type { ActivityMessages } from '../messages.js';

/** Russian. */
const ru: ActivityMessages = {
  accountActivity: {
    label: 'Транзакции',
    loading: 'Загрузка активности',
    loadingMore: 'Загрузка дополнительной активности',
    loadMore: 'Загрузить ещё',
    empty: 'Активности пока нет',
    emptyText: 'Здесь отображаются транзакции этого аккаунта в этой сети.',
    retry: 'Повторить',
    sent: 'Отправлено',
    received: 'Получено',
    self: 'Отправлено себе',
    minted: 'Выпущено',
    contractCall: 'Вызов контракта',
    deployed: 'Контракт развёрнут',
    transaction: 'Транзакция',
    confirmed: 'Подтверждена',
    failed: 'Не выполнена',
    pending: 'В ожидании',
    nft: 'NFT',
    minedAt: (date) => `Включена в блок ${date}`,
    andMore: (first, more) => `${first} и ещё ${more}`,
  },
};

export default ru;
