import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SDK_VERSION, WALLETS_PAGE_SIZE } from '../constants.js';
import { makeTestStore, TEST_API_URL, testWallet } from '../test/index.js';
import type { Wallet } from '../types/wallet.js';
import { catalogueApi } from './catalogueApi.js';

const requests: URL[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wallet(index: number): Wallet {
  return testWallet(`wallet-${index}`, { name: `Wallet ${index}`, mobile_link: null, badge_type: 'none' });
}

describe('project identity on every request', () => {
  test('getProjectConfig sends projectId, st and sv', async () => {
    const config = { projectId: 'test-project', features: [{ id: 'receive', isEnabled: true, config: null }] };
    server.use(http.get(`${TEST_API_URL}/appkit/v1/config`, () => HttpResponse.json(config)));
    const store = makeTestStore();

    const result = await store.dispatch(catalogueApi.endpoints.getProjectConfig.initiate());

    expect(result.data).toEqual(config);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      projectId: 'test-project',
      st: 'foyer',
      sv: `foyer-react-${SDK_VERSION}`,
    });
  });

  test('getAllowedOrigins and getAnalyticsConfig', async () => {
    server.use(
      http.get(`${TEST_API_URL}/projects/v1/origins`, () => HttpResponse.json({ allowedOrigins: ['http://127.0.0.1:3000'] })),
      http.get(`${TEST_API_URL}/getAnalyticsConfig`, () => HttpResponse.json({ isAnalyticsEnabled: true })),
    );
    const store = makeTestStore({ services: { sdkVersion: 'foyer-html-9.9.9' } });

    const origins = await store.dispatch(catalogueApi.endpoints.getAllowedOrigins.initiate());
    const analytics = await store.dispatch(catalogueApi.endpoints.getAnalyticsConfig.initiate());

    expect(origins.data).toEqual({ allowedOrigins: ['http://127.0.0.1:3000'] });
    expect(analytics.data).toEqual({ isAnalyticsEnabled: true });
    expect(requests.map((url) => url.searchParams.get('sv'))).toEqual(['foyer-html-9.9.9', 'foyer-html-9.9.9']);
  });

  test('without a project id nothing is requested', async () => {
    const store = makeTestStore({ services: { projectId: null } });

    const result = await store.dispatch(catalogueApi.endpoints.getProjectConfig.initiate());

    expect(result.error).toEqual({ status: 'CONFIG_ERROR', code: 'MISSING_PROJECT_ID', message: 'Project ID Not Configured' });
    expect(requests).toHaveLength(0);
  });
});

describe('errors', () => {
  test("a 4xx carries the status, the catalogue message and the service's code", async () => {
    server.use(
      http.get(`${TEST_API_URL}/appkit/v1/config`, () =>
        HttpResponse.json({ error: { code: 'INVALID_PROJECT_ID', message: 'Unknown project' } }, { status: 403 }),
      ),
    );
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getProjectConfig.initiate());

    expect(result.error).toEqual({
      status: 403,
      code: 'INVALID_PROJECT_ID',
      message: 'HTTP status code: 403',
      serverMessage: 'Unknown project',
    });
  });

  test('a 5xx without a JSON body', async () => {
    server.use(http.get(`${TEST_API_URL}/projects/v1/origins`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getAllowedOrigins.initiate());

    expect(result.error).toEqual({ status: 502, code: 'HTTP_STATUS', message: 'HTTP status code: 502' });
  });

  test('a 429 with a JSON error body of another shape', async () => {
    server.use(http.get(`${TEST_API_URL}/projects/v1/origins`, () => HttpResponse.json({ message: 'slow down' }, { status: 429 })));
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getAllowedOrigins.initiate());

    expect(result.error).toEqual({ status: 429, code: 'HTTP_STATUS', message: 'HTTP status code: 429' });
  });

  test('a network failure is a FETCH_ERROR', async () => {
    server.use(http.get(`${TEST_API_URL}/getAnalyticsConfig`, () => HttpResponse.error()));
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getAnalyticsConfig.initiate());

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', code: 'FETCH_ERROR' });
    expect((result.error as { message: string }).message).not.toBe('');
  });

  test('an OK answer that is not JSON is a PARSING_ERROR', async () => {
    server.use(http.get(`${TEST_API_URL}/getAnalyticsConfig`, () => new HttpResponse('not json', { status: 200 })));
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getAnalyticsConfig.initiate());

    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', code: 'PARSING_ERROR' });
  });

  test('errors in state are plain data', async () => {
    server.use(http.get(`${TEST_API_URL}/appkit/v1/config`, () => HttpResponse.json({}, { status: 500 })));
    const store = makeTestStore();
    await store.dispatch(catalogueApi.endpoints.getProjectConfig.initiate());
    const { error } = catalogueApi.endpoints.getProjectConfig.select()(store.getState());
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  });
});

describe('getWallets', () => {
  test('sends paging, search and filter parameters; lists are comma separated', async () => {
    server.use(http.get(`${TEST_API_URL}/getWallets`, () => HttpResponse.json({ count: 1, data: [wallet(1)] })));
    const store = makeTestStore();

    const result = await store.dispatch(
      catalogueApi.endpoints.getWallets.initiate({
        page: 2,
        entries: 40,
        search: 'meta',
        include: ['a', 'b'],
        exclude: ['c'],
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        badge_type: 'certified',
      }),
    );

    expect(result.data).toEqual({ count: 1, data: [wallet(1)] });
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      page: '2',
      entries: '40',
      search: 'meta',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      badge_type: 'certified',
      projectId: 'test-project',
      st: 'foyer',
      sv: `foyer-react-${SDK_VERSION}`,
    });
  });

  test('empty search and empty lists are left out', async () => {
    server.use(http.get(`${TEST_API_URL}/getWallets`, () => HttpResponse.json({ count: 0, data: [] })));
    await makeTestStore().dispatch(
      catalogueApi.endpoints.getWallets.initiate({ page: 1, entries: 40, search: '', include: [], exclude: [] }),
    );
    expect([...(requests[0]?.searchParams.keys() ?? [])]).toEqual(['page', 'entries', 'projectId', 'st', 'sv']);
  });
});

describe('getWalletsInfinite', () => {
  const total = 95;
  beforeEach(() => {
    server.use(
      http.get(`${TEST_API_URL}/getWallets`, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const entries = Number(url.searchParams.get('entries'));
        const all = Array.from({ length: total }, (_, index) => wallet(index + 1));
        return HttpResponse.json({ count: total, data: all.slice((page - 1) * entries, page * entries) });
      }),
    );
  });

  test(`loads ${WALLETS_PAGE_SIZE} per page from page 1 and stops when all are loaded`, async () => {
    const store = makeTestStore();
    const arg = { search: 'wallet', exclude: ['wallet-3'] };
    const select = () => catalogueApi.endpoints.getWalletsInfinite.select(arg)(store.getState());

    await store.dispatch(catalogueApi.endpoints.getWalletsInfinite.initiate(arg));
    expect(select().data?.pageParams).toEqual([1]);
    expect(select().hasNextPage).toBe(true);

    await store.dispatch(catalogueApi.endpoints.getWalletsInfinite.initiate(arg, { direction: 'forward' }));
    await store.dispatch(catalogueApi.endpoints.getWalletsInfinite.initiate(arg, { direction: 'forward' }));

    const { data, hasNextPage } = select();
    expect(data?.pageParams).toEqual([1, 2, 3]);
    expect(data?.pages.map((page) => page.data.length)).toEqual([40, 40, 15]);
    expect(hasNextPage).toBe(false);
    expect(requests.map((url) => [url.searchParams.get('page'), url.searchParams.get('entries')])).toEqual([
      ['1', '40'],
      ['2', '40'],
      ['3', '40'],
    ]);
    expect(requests[0]?.searchParams.get('search')).toBe('wallet');
    expect(requests[0]?.searchParams.get('exclude')).toBe('wallet-3');
  });

  test('an empty page ends the list even if count promises more', async () => {
    server.use(http.get(`${TEST_API_URL}/getWallets`, () => HttpResponse.json({ count: 10, data: [] })));
    const store = makeTestStore();
    await store.dispatch(catalogueApi.endpoints.getWalletsInfinite.initiate({}));
    expect(catalogueApi.endpoints.getWalletsInfinite.select({})(store.getState()).hasNextPage).toBe(false);
  });
});
