import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import {
  accountConnected,
  FetchTransactionsError,
  foyerDevChain,
  foyerDevSolana,
  historyApi,
  messagesLocalized,
  selectToast,
  TRANSACTIONS_PAGE_SIZE,
  type CaipAddress,
  type Transaction,
} from '@foyer/kernel';
import { historyHandler, makeTestStore, renderWithStore, type HistoryRequest } from '@foyer/kernel/test';
import { AccountActivity } from './AccountActivity';

expect.extend(toHaveNoViolations);

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
  observers.length = 0;
});
afterAll(() => server.close());

/** A controllable IntersectionObserver: `scrollToEnd()` reports the observed sentinel as visible. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}
function scrollToEnd() {
  for (const { callback, targets } of observers) {
    if (targets.length) callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
  }
}

function transaction(index: number, overrides: Partial<Transaction['metadata']> = {}, transfers?: Transaction['transfers']): Transaction {
  return {
    id: `0x${index.toString(16).padStart(64, '0')}`,
    metadata: {
      minedAt: new Date(NOW - index * MINUTE).toISOString(),
      chain: foyerDevChain.caipNetworkId,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ACCOUNT,
      sentTo: OTHER,
      ...overrides,
    },
    transfers: transfers ?? [{ fungible_info: { name: 'Foyer USD', symbol: 'fUSD' }, direction: 'out', quantity: { numeric: '1.5' } }],
  };
}

function renderActivity({ caipAddress = `${foyerDevChain.caipNetworkId}:${ACCOUNT}` as CaipAddress, observer = true } = {}) {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: observer ? FakeIntersectionObserver : undefined });
  const store = makeTestStore({ networks: [foyerDevChain, foyerDevSolana], features: { activity: true } });
  store.dispatch(accountConnected({ connectorId: 'wallet', caipAddress }));
  const view = renderWithStore(<AccountActivity api={undefined} />, { store });
  return { store, view };
}

const hashes = () => screen.queryAllByTestId('activity-item').map((item) => item.dataset.hash);

test('rows: hash, direction, signed amount with symbol, status and relative time in short units', async () => {
  const transactions = [
    transaction(2),
    transaction(3 * 60, { operationType: 'receive', status: 'failed', sentFrom: OTHER, sentTo: ACCOUNT }, [
      { fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.123999' } },
    ]),
    transaction(5 * 24 * 60, { operationType: 'execute', status: 'pending' }, []),
  ];
  server.use(historyHandler({ transactions }));
  const { view } = renderActivity();
  expect(screen.getByTestId('activity-loading').getAttribute('aria-busy')).toBe('true');
  await waitFor(() => expect(hashes()).toHaveLength(3));
  const [sent, received, call] = screen.getAllByTestId('activity-item');
  expect(sent!.dataset.hash).toBe(transactions[0]!.id);
  expect(sent!.dataset.direction).toBe('out');
  expect(sent!.textContent).toContain('Sent');
  expect(within(sent!).getByTestId('activity-amount').textContent).toBe('-1.500 fUSD');
  expect(within(sent!).getByTestId('activity-status').textContent).toBe('Confirmed');
  expect(within(sent!).getByTestId('activity-time').textContent).toBe('2 min ago');
  expect(received!.dataset.direction).toBe('in');
  expect(received!.textContent).toContain('Received');
  expect(within(received!).getByTestId('activity-amount').textContent).toBe('+0.123 ETH');
  expect(within(received!).getByTestId('activity-status').textContent).toBe('Failed');
  expect(within(received!).getByTestId('activity-time').textContent).toBe('3 hr ago');
  expect(call!.textContent).toContain('Contract call');
  expect(within(call!).getByTestId('activity-status').textContent).toBe('Pending');
  expect(within(call!).getByTestId('activity-time').textContent).toBe('5 d ago');
  expect(await axe(view.container)).toHaveNoViolations();
});

test('the relative time follows the language the texts are in', async () => {
  server.use(historyHandler({ transactions: [transaction(2)] }));
  const { store } = renderActivity();
  await waitFor(() => expect(hashes()).toHaveLength(1));
  act(() => void store.dispatch(messagesLocalized('fr')));
  expect(screen.getByTestId('activity-time').textContent).toBe(new Intl.RelativeTimeFormat('fr', { numeric: 'auto', style: 'short' }).format(-2, 'minute'));
  expect(screen.getByTestId('activity-time').textContent).not.toBe('2 min ago');
});

test('a transaction with several transfers shows the first amount and how many more; the whole list is its title', async () => {
  const swap = transaction(1, { operationType: 'execute' }, [
    { fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '3.75' } },
    { fungible_info: { symbol: 'WETH' }, direction: 'in', quantity: { numeric: '2.5' } },
    { fungible_info: { symbol: 'FOY' }, direction: 'in', quantity: { numeric: '1' } },
  ]);
  server.use(historyHandler({ transactions: [swap] }));
  renderActivity();
  const amount = await screen.findByTestId('activity-amount');
  expect(amount.textContent).toBe('-3.750 ETH +2 more');
  expect(amount.getAttribute('title')).toBe('-3.750 ETH, +2.500 WETH, +1.000 FOY');
});

test('only the active chain and the account are asked for; spam-only NFT airdrops are hidden', async () => {
  const requests: HistoryRequest[] = [];
  const airdrop = transaction(4, { operationType: 'receive' }, [{ nft_info: { name: 'Reward Voucher #1', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }]);
  const friend = transaction(5, { operationType: 'receive' }, [{ nft_info: { name: 'Foyer Friends #1', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }]);
  const otherChain = transaction(6, { chain: 'eip155:1' });
  server.use(historyHandler({ transactions: [transaction(1), airdrop, friend, otherChain], requests }));
  renderActivity();
  await waitFor(() => expect(hashes()).toEqual([transaction(1).id, friend.id]));
  expect(within(screen.getAllByTestId('activity-item')[1]!).getByTestId('activity-amount').textContent).toBe('+Foyer Friends #1');
  expect(requests).toEqual([{ account: ACCOUNT, chainId: foyerDevChain.caipNetworkId, cursor: null, limit: TRANSACTIONS_PAGE_SIZE }]);
});

test('a Solana account lists its signatures from the Solana chain', async () => {
  const requests: HistoryRequest[] = [];
  const solanaAccount = 'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA';
  const signature = '5'.repeat(87);
  server.use(
    historyHandler({
      requests,
      transactions: [{ ...transaction(1, { chain: foyerDevSolana.caipNetworkId, sentFrom: solanaAccount }), id: signature }],
    }),
  );
  renderActivity({ caipAddress: `${foyerDevSolana.caipNetworkId}:${solanaAccount}` as CaipAddress });
  await waitFor(() => expect(hashes()).toEqual([signature]));
  expect(requests[0]).toMatchObject({ account: solanaAccount, chainId: foyerDevSolana.caipNetworkId });
});

test('infinite scroll: the next page (by cursor) loads when the end of the list comes into view, until the last', async () => {
  const requests: HistoryRequest[] = [];
  const all = Array.from({ length: TRANSACTIONS_PAGE_SIZE * 2 + 5 }, (_, index) => transaction(index + 1));
  server.use(historyHandler({ transactions: all, requests }));
  renderActivity();
  await waitFor(() => expect(hashes()).toHaveLength(TRANSACTIONS_PAGE_SIZE));
  expect(requests.map((request) => request.cursor)).toEqual([null]);

  await act(async () => scrollToEnd());
  await waitFor(() => expect(hashes()).toHaveLength(TRANSACTIONS_PAGE_SIZE * 2));
  await act(async () => scrollToEnd());
  await waitFor(() => expect(hashes()).toHaveLength(all.length));
  expect(hashes()).toEqual(all.map((item) => item.id));
  expect(requests.map((request) => request.cursor)).toEqual([null, String(TRANSACTIONS_PAGE_SIZE), String(TRANSACTIONS_PAGE_SIZE * 2)]);
  // The last page has no next cursor: no sentinel, nothing more is asked.
  expect(screen.queryByTestId('activity-sentinel')).toBeNull();
  await act(async () => scrollToEnd());
  expect(requests).toHaveLength(3);
});

test('without IntersectionObserver a Load more button pages instead', async () => {
  const all = Array.from({ length: TRANSACTIONS_PAGE_SIZE + 1 }, (_, index) => transaction(index + 1));
  server.use(historyHandler({ transactions: all }));
  renderActivity({ observer: false });
  fireEvent.click(await screen.findByTestId('activity-load-more'));
  await waitFor(() => expect(hashes()).toHaveLength(all.length));
  expect(screen.queryByTestId('activity-load-more')).toBeNull();
});

test('no transactions: "No activity yet"', async () => {
  server.use(historyHandler());
  const { view } = renderActivity();
  expect((await screen.findByTestId('activity-empty')).textContent).toContain('No activity yet');
  expect(await axe(view.container)).toHaveNoViolations();
});

test(`a failure toasts '${new FetchTransactionsError().shortMessage}' and empties the list; Try again reloads`, async () => {
  const all = Array.from({ length: TRANSACTIONS_PAGE_SIZE + 3 }, (_, index) => transaction(index + 1));
  server.use(historyHandler({ transactions: all }));
  const { store, view } = renderActivity();
  await waitFor(() => expect(hashes()).toHaveLength(TRANSACTIONS_PAGE_SIZE));

  // The next page fails: the list empties rather than showing half of it.
  server.use(historyHandler({ status: 502 }));
  await act(async () => scrollToEnd());
  await waitFor(() => expect(screen.getByTestId('activity-error')).toBeTruthy());
  expect(hashes()).toEqual([]);
  expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' });
  expect(screen.getByTestId('activity-error').textContent).toContain('Failed to fetch transactions');
  expect(await axe(view.container)).toHaveNoViolations();

  server.use(historyHandler({ transactions: all }));
  fireEvent.click(screen.getByTestId('activity-retry'));
  await waitFor(() => expect(hashes().length).toBeGreaterThanOrEqual(TRANSACTIONS_PAGE_SIZE));
});

test('a send elsewhere invalidates Transactions: the list refreshes with the new transaction', async () => {
  const transactions = [transaction(2)];
  server.use(historyHandler({ transactions }));
  const { store } = renderActivity();
  await waitFor(() => expect(hashes()).toEqual([transaction(2).id]));
  transactions.unshift(transaction(1));
  await act(async () => void store.dispatch(historyApi.util.invalidateTags([{ type: 'Transactions', id: `${foyerDevChain.caipNetworkId}:${ACCOUNT}` }])));
  await waitFor(() => expect(hashes()).toEqual([transaction(1).id, transaction(2).id]));
});
