import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import { catalogueApi } from './catalogueApi.js';
import { chainApi } from './chainApi.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const serve = (path: string, body: JsonBodyType) => server.use(http.get(`${TEST_API_URL}${path}`, () => HttpResponse.json(body)));

const wallet = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Wallet ${id}`,
  image_id: id,
  image_url: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  rdns: null,
  chains: ['eip155:1'],
  badge_type: 'none',
  ...extra,
});

describe('given a malformed /appkit/v1/config', () => {
  test.each([
    [{ projectId: 'p', features: [null] }, 'Expected object, received null', 'features[0]'],
    [{ projectId: 'p', features: { email: true } }, 'Expected array, received object', 'features'],
    [{ projectId: 'p' }, 'Required', 'features'],
    [{ projectId: 'p', features: [{ id: 'socials', isEnabled: true, config: 'google' }] }, 'Expected array, received string', 'features[0].config'],
    [{ projectId: 'p', features: [{ id: 'email', isEnabled: 'yes', config: null }] }, 'Expected boolean, received string', 'features[0].isEnabled'],
    [[], 'Expected object, received array', undefined],
  ])('%j fails with the schema message', async (body, message, path) => {
    serve('/appkit/v1/config', body);
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getProjectConfig.initiate());
    expect(result.error).toEqual({ status: 'PARSING_ERROR', code: 'INVALID_RESPONSE', message, path });
  });

  test('a well-formed config passes; an unknown feature id is skipped', async () => {
    serve('/appkit/v1/config', { projectId: 'p', features: [{ id: 'teleport', isEnabled: true, config: null }, { id: 'email', isEnabled: true }] });
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getProjectConfig.initiate());
    expect(result.data).toEqual({ projectId: 'p', features: [{ id: 'email', isEnabled: true, config: null }] });
  });
});

test('origins that are not an array: "Expected array, received string"', async () => {
  serve('/projects/v1/origins', { allowedOrigins: 'http://127.0.0.1:3000' });
  const result = await makeTestStore().dispatch(catalogueApi.endpoints.getAllowedOrigins.initiate());
  expect(result.error).toMatchObject({ code: 'INVALID_RESPONSE', message: 'Expected array, received string' });
});

test('analytics config without the flag: "Required"', async () => {
  serve('/getAnalyticsConfig', {});
  const result = await makeTestStore().dispatch(catalogueApi.endpoints.getAnalyticsConfig.initiate());
  expect(result.error).toMatchObject({ code: 'INVALID_RESPONSE', message: 'Required', path: 'isAnalyticsEnabled' });
});

describe('given a wallets page with malformed wallets', () => {
  test('bad wallets are dropped with their messages, good ones kept', async () => {
    serve('/getWallets', {
      count: 4,
      data: [wallet('good-1'), { ...wallet('no-name'), name: undefined }, wallet('bad-rdns', { rdns: 42 }), null, wallet('good-2')],
    });
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getWallets.initiate({ page: 1, entries: 40 }));
    expect(result.data?.data.map((item) => item.id)).toEqual(['good-1', 'good-2']);
    expect(result.data?.invalid).toEqual([
      { message: 'Required', path: ['data[1]', 'name'] },
      { message: 'Expected string, received number', path: ['data[2]', 'rdns'] },
      { message: 'Expected object, received null', path: ['data[3]'] },
    ]);
  });

  test('links with a refused scheme are removed, the wallet stays', async () => {
    serve('/getWallets', {
      count: 1,
      data: [wallet('w', { mobile_link: 'javascript:alert(1)//', desktop_link: 'data:text/html,x', webapp_link: 'https://w.example' })],
    });
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getWallets.initiate({ page: 1, entries: 40 }));
    expect(result.data?.data[0]).toMatchObject({ mobile_link: null, desktop_link: null, webapp_link: 'https://w.example' });
  });

  test('a page whose data is not an array fails: "Expected array, received object"', async () => {
    serve('/getWallets', { count: 1, data: {} });
    const result = await makeTestStore().dispatch(catalogueApi.endpoints.getWallets.initiate({ page: 1, entries: 40 }));
    expect(result.error).toMatchObject({ code: 'INVALID_RESPONSE', message: 'Expected array, received object', path: 'data' });
  });
});

test('a balance with a non-string numeric fails: "Expected string, received number"', async () => {
  const native = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: 10 }, iconUrl: '' };
  server.use(http.get(`${TEST_API_URL}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [native] })));
  const result = await makeTestStore().dispatch(
    chainApi.endpoints.getBalance.initiate({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:31337' }),
  );
  expect(result.error).toMatchObject({
    code: 'INVALID_RESPONSE',
    message: 'Expected string, received number',
    path: 'balances[0].quantity.numeric',
  });
});
