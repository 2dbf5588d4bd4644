import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import type { TokenBalance } from '../types/token.js';
import { catalogueApi } from './catalogueApi.js';
import { chainApi } from './chainApi.js';
import { servicesApi } from './servicesApi.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const balanceArgs = { address, chainId: 'eip155:31337' };
const balance = (numeric: string): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
});

// A later feature (a send) injects its endpoints the same way catalogueApi.ts and chainApi.ts do.
const sendApi = servicesApi.injectEndpoints({
  endpoints: (build) => ({
    sendTransactionForTest: build.mutation<{ hash: string }, { address: string; chainId: string }>({
      query: (body) => ({ url: '/test/send', method: 'POST', body }),
      invalidatesTags: (_result, _error, { address: from, chainId }) => [{ type: 'Balance', id: `${chainId}:${from}` }],
    }),
  }),
});

const server = setupServer();
const stores: ReturnType<typeof makeTestStore>[] = [];
// Each test's store, reset afterwards so no cache timer outlives the test.
function makeStore() {
  const store = makeTestStore();
  stores.push(store);
  return store;
}
let balanceRequests = 0;
let numeric = '1.0';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  balanceRequests = 0;
  numeric = '1.0';
  server.use(
    http.get(`${TEST_API_URL}/v1/account/:address/balance`, () => {
      balanceRequests += 1;
      return HttpResponse.json({ balances: [balance(numeric)] });
    }),
    http.post(`${TEST_API_URL}/test/send`, () => HttpResponse.json({ hash: '0x01' })),
    http.get(`${TEST_API_URL}/getWallets`, () => HttpResponse.json({ count: 0, data: [] })),
  );
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(servicesApi.util.resetApiState());
  server.resetHandlers();
});
afterAll(() => server.close());

// Refetches after an invalidation run in the background: wait for what the test expects.
async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

test('catalogue and chain endpoints share one reducerPath, one middleware and one cache', async () => {
  expect(catalogueApi.reducerPath).toBe('servicesApi');
  expect(chainApi.reducerPath).toBe(servicesApi.reducerPath);
  expect(catalogueApi.middleware).toBe(chainApi.middleware);
  const store = makeStore();

  await store.dispatch(catalogueApi.endpoints.getWallets.initiate({ page: 1, entries: 4 }, { subscribe: false }));
  await store.dispatch(chainApi.endpoints.getBalance.initiate(balanceArgs, { subscribe: false }));

  const endpoints = Object.values(store.getState().servicesApi.queries).map((entry) => (entry as { endpointName?: string } | undefined)?.endpointName);
  expect(endpoints.sort()).toEqual(['getBalance', 'getWallets']);
});

test("another feature's mutation invalidating 'Balance' refetches getBalance", async () => {
  const store = makeStore();
  const subscription = store.dispatch(chainApi.endpoints.getBalance.initiate(balanceArgs));
  await subscription;
  expect(balanceRequests).toBe(1);

  numeric = '0.5';
  await store.dispatch(sendApi.endpoints.sendTransactionForTest.initiate(balanceArgs));

  const select = chainApi.endpoints.getBalance.select(balanceArgs);
  await until(() => select(store.getState()).data?.[0]?.quantity.numeric === '0.5');
  expect(balanceRequests).toBe(2);
  subscription.unsubscribe();
});

test("invalidateTags(['Balance']) refetches balances and leaves the catalogue cached", async () => {
  const store = makeStore();
  const balances = store.dispatch(chainApi.endpoints.getBalance.initiate(balanceArgs));
  const wallets = store.dispatch(catalogueApi.endpoints.getWallets.initiate({ page: 1, entries: 4 }));
  await Promise.all([balances, wallets]);
  const walletsFetchedAt = catalogueApi.endpoints.getWallets.select({ page: 1, entries: 4 })(store.getState()).fulfilledTimeStamp;

  store.dispatch(servicesApi.util.invalidateTags(['Balance']));

  await until(() => balanceRequests === 2);
  expect(catalogueApi.endpoints.getWallets.select({ page: 1, entries: 4 })(store.getState()).fulfilledTimeStamp).toBe(walletsFetchedAt);
  balances.unsubscribe();
  wallets.unsubscribe();
});
