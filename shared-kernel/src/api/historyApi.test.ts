import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import type { Transaction } from '../types/transaction.js';
import { historyApi, TRANSACTIONS_PAGE_SIZE } from './historyApi.js';
import { servicesApi } from './servicesApi.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const arg = { address, chainId: 'eip155:31337' };

function transaction(index: number): Transaction {
  return {
    id: `0x${index.toString(16).padStart(64, '0')}`,
    metadata: { minedAt: '2026-01-01T00:00:00.000Z', chain: 'eip155:31337', operationType: 'receive', status: 'confirmed', sentFrom: address, sentTo: address },
    transfers: [
      { fungible_info: { name: 'Foyer USD', symbol: 'fUSD' }, direction: 'in', quantity: { numeric: '1.5' } },
      { nft_info: { name: 'Reward Voucher #1', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } },
    ],
  };
}

const requests: URL[] = [];
const server = setupServer();
const all = Array.from({ length: 45 }, (_, index) => transaction(45 - index));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  server.use(
    http.get(`${TEST_API_URL}/v1/account/:account/history`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const start = Number(url.searchParams.get('cursor') ?? '0');
      const limit = Number(url.searchParams.get('limit'));
      const end = start + limit;
      return HttpResponse.json({ data: all.slice(start, end), next: end < all.length ? String(end) : null });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('getTransactions', () => {
  test('pages by the cursor each page names until next is null', async () => {
    const store = makeTestStore();
    const select = () => historyApi.endpoints.getTransactions.select(arg)(store.getState());
    await store.dispatch(historyApi.endpoints.getTransactions.initiate(arg));
    expect(select().hasNextPage).toBe(true);
    await store.dispatch(historyApi.endpoints.getTransactions.initiate(arg, { direction: 'forward' }));
    await store.dispatch(historyApi.endpoints.getTransactions.initiate(arg, { direction: 'forward' }));

    const { data, hasNextPage } = select();
    expect(data?.pages.flatMap((page) => page.data)).toEqual(all);
    expect(hasNextPage).toBe(false);
    expect(requests.map((url) => [url.pathname, url.searchParams.get('chainId'), url.searchParams.get('cursor'), url.searchParams.get('limit')])).toEqual([
      [`/v1/account/${address}/history`, 'eip155:31337', null, String(TRANSACTIONS_PAGE_SIZE)],
      [`/v1/account/${address}/history`, 'eip155:31337', '20', String(TRANSACTIONS_PAGE_SIZE)],
      [`/v1/account/${address}/history`, 'eip155:31337', '40', String(TRANSACTIONS_PAGE_SIZE)],
    ]);
  });

  test('a malformed transaction refuses the page', async () => {
    server.use(
      http.get(`${TEST_API_URL}/v1/account/:account/history`, () =>
        HttpResponse.json({ data: [{ ...transaction(1), metadata: { ...transaction(1).metadata, status: 'lost' } }], next: null }),
      ),
    );
    const store = makeTestStore();
    const result = await store.dispatch(historyApi.endpoints.getTransactions.initiate(arg));
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', code: 'INVALID_RESPONSE', path: 'data[0].metadata.status' });
  });

  test('a send invalidating Transactions refetches the activity', async () => {
    const store = makeTestStore();
    await store.dispatch(historyApi.endpoints.getTransactions.initiate(arg));
    store.dispatch(servicesApi.util.invalidateTags([{ type: 'Transactions', id: `${arg.chainId}:${address}` }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.length).toBe(2);
  });
});
