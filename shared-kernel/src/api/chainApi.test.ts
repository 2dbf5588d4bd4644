import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BALANCE_CACHE_SECONDS, BALANCE_RETRY_WINDOW_MS } from '../constants.js';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import type { TokenBalance } from '../types/token.js';
import { catalogueApi } from './catalogueApi.js';
import { chainApi } from './chainApi.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const args = { address, chainId: 'eip155:31337' };
const native: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '10000.0' },
  iconUrl: '',
};

const requests: URL[] = [];
const server = setupServer();
const balanceUrl = `${TEST_API_URL}/v1/account/:address/balance`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

// Only Date is faked: msw and fetch keep their real timers.
function fakeDateOnly() {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
}

describe('getBalance', () => {
  test('returns the balances of the chain data service', async () => {
    server.use(http.get(balanceUrl, () => HttpResponse.json({ balances: [native] })));
    const store = makeTestStore();

    const result = await store.dispatch(chainApi.endpoints.getBalance.initiate({ ...args, forceUpdate: 'x' }));

    expect(result.data).toEqual([native]);
    expect(requests[0]?.pathname).toBe(`/v1/account/${address}/balance`);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      chainId: 'eip155:31337',
      currency: 'usd',
      forceUpdate: 'x',
      projectId: 'test-project',
      st: 'foyer',
    });
  });

  test('the service code of a bad address reaches the caller', async () => {
    server.use(
      http.get(balanceUrl, () =>
        HttpResponse.json({ error: { code: 'INVALID_ADDRESS', message: 'Malformed address' } }, { status: 400 }),
      ),
    );
    const result = await makeTestStore().dispatch(chainApi.endpoints.getBalance.initiate({ ...args, address: 'nope' }));
    expect(result.error).toMatchObject({ status: 400, code: 'INVALID_ADDRESS', message: 'HTTP status code: 400' });
  });

  test(`is cached for ${BALANCE_CACHE_SECONDS} s after the last subscriber leaves`, async () => {
    server.use(http.get(balanceUrl, () => HttpResponse.json({ balances: [native] })));
    const store = makeTestStore();
    const subscription = store.dispatch(chainApi.endpoints.getBalance.initiate(args));
    await subscription;

    jest.useFakeTimers();
    subscription.unsubscribe();
    jest.advanceTimersByTime(BALANCE_CACHE_SECONDS * 1000 - 1000);
    expect(chainApi.endpoints.getBalance.select(args)(store.getState()).data).toEqual([native]);
    jest.advanceTimersByTime(2000);
    expect(chainApi.endpoints.getBalance.select(args)(store.getState()).data).toBeUndefined();
  });
});

describe('getBalance retry window', () => {
  test(`a failed balance is not fetched again within ${BALANCE_RETRY_WINDOW_MS / 1000} s`, async () => {
    fakeDateOnly();
    let fail = true;
    server.use(
      http.get(balanceUrl, () => (fail ? HttpResponse.json({ error: { code: 'NODE_DOWN' } }, { status: 502 }) : HttpResponse.json({ balances: [native] }))),
    );
    const store = makeTestStore();

    const first = await store.dispatch(chainApi.endpoints.getBalance.initiate(args));
    expect(first.error).toMatchObject({ status: 502, code: 'NODE_DOWN', failedAt: Date.now() });
    expect(requests).toHaveLength(1);

    // The node recovers, but inside the window the last failure is returned without a request.
    fail = false;
    jest.setSystemTime(Date.now() + BALANCE_RETRY_WINDOW_MS - 1);
    const blocked = await store.dispatch(chainApi.endpoints.getBalance.initiate(args, { forceRefetch: true }));
    expect(blocked.error).toEqual(first.error);
    expect(requests).toHaveLength(1);

    // The window counts from the failure, not from the blocked attempt.
    jest.setSystemTime(Date.now() + 1);
    const retried = await store.dispatch(chainApi.endpoints.getBalance.initiate(args, { forceRefetch: true }));
    expect(retried.data).toEqual([native]);
    expect(requests).toHaveLength(2);
  });

  test('other arguments are not blocked', async () => {
    fakeDateOnly();
    server.use(
      http.get(balanceUrl, ({ params }) =>
        params['address'] === address ? HttpResponse.error() : HttpResponse.json({ balances: [] }),
      ),
    );
    const store = makeTestStore();

    const failed = await store.dispatch(chainApi.endpoints.getBalance.initiate(args));
    expect(failed.error).toMatchObject({ status: 'FETCH_ERROR' });
    const other = await store.dispatch(chainApi.endpoints.getBalance.initiate({ ...args, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }));
    expect(other.data).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  test('a success clears the window: a later failure is fetched', async () => {
    fakeDateOnly();
    let status = 200;
    server.use(
      http.get(balanceUrl, () => (status === 200 ? HttpResponse.json({ balances: [native] }) : HttpResponse.json({}, { status }))),
    );
    const store = makeTestStore();

    await store.dispatch(chainApi.endpoints.getBalance.initiate(args));
    status = 500;
    const failed = await store.dispatch(chainApi.endpoints.getBalance.initiate(args, { forceRefetch: true }));
    expect(failed.error).toMatchObject({ status: 500 });
    expect(requests).toHaveLength(2);
  });

  test('only endpoints with a retry window record the failure time', async () => {
    server.use(
      http.get(balanceUrl, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_API_URL}/getAnalyticsConfig`, () => HttpResponse.json({}, { status: 500 })),
    );
    const store = makeTestStore();
    const balance = await store.dispatch(chainApi.endpoints.getBalance.initiate(args));
    const analytics = await store.dispatch(catalogueApi.endpoints.getAnalyticsConfig.initiate());
    expect(balance.error).toHaveProperty('failedAt');
    expect(analytics.error).not.toHaveProperty('failedAt');
  });
});
