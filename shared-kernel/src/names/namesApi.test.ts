import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import { namesApi } from './namesApi.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('a registration invalidates the identity: the next read asks the service again, past the browser cache', async () => {
  let name: string | null = null;
  const seen: { chainId: string | null; cache: RequestCache }[] = [];
  server.use(
    http.get(`${TEST_API_URL}/v1/identity/:address`, ({ request }) => {
      seen.push({ chainId: new URL(request.url).searchParams.get('chainId'), cache: request.cache });
      return HttpResponse.json({ name, avatar: null });
    }),
    http.post(`${TEST_API_URL}/v1/profile/account`, async ({ request }) => {
      const body = (await request.json()) as { message: string };
      name = (JSON.parse(body.message) as { name: string }).name;
      return HttpResponse.json({ name, addresses: {}, attributes: {}, createdAt: '2025-01-01T00:00:00.000Z' }, { status: 201 });
    }),
  );
  const store = makeTestStore();
  const args = { address: ADDRESS, chainId: 'eip155:31337' as const };
  const subscription = store.dispatch(namesApi.endpoints.getIdentity.initiate(args));
  await expect(subscription.unwrap()).resolves.toEqual({ name: null, avatar: null });

  const message = JSON.stringify({ name: 'alice.foyer.id', coinType: 2147514985, address: ADDRESS, timestamp: Date.now() });
  await store.dispatch(namesApi.endpoints.registerAccountName.initiate({ coin_type: 2147514985, address: ADDRESS, message, signature: '0x1' })).unwrap();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(namesApi.endpoints.getIdentity.select(args)(store.getState()).data).toEqual({ name: 'alice.foyer.id', avatar: null });
  expect(seen).toEqual([
    { chainId: 'eip155:31337', cache: 'no-cache' },
    { chainId: 'eip155:31337', cache: 'no-cache' },
  ]);
  subscription.unsubscribe();
  // Drops the entry's 5-minute removal timer.
  store.dispatch(namesApi.util.resetApiState());
});

test("a refused lookup keeps the service's reason; a malformed answer is refused", async () => {
  server.use(
    http.get(`${TEST_API_URL}/v1/profile/account/:name`, ({ params }) =>
      params['name'] === 'bob'
        ? HttpResponse.json({ error: { code: 'NAME_INVALID', message: 'Name must be at least 4 characters' } }, { status: 400 })
        : HttpResponse.json({ name: 'alice.foyer.id', available: 'yes', registered: null }),
    ),
  );
  const store = makeTestStore();
  const refused = await store.dispatch(namesApi.endpoints.getAccountName.initiate('bob', { subscribe: false }));
  expect(refused.error).toMatchObject({ status: 400, code: 'NAME_INVALID', serverMessage: 'Name must be at least 4 characters' });
  const malformed = await store.dispatch(namesApi.endpoints.getAccountName.initiate('alice', { subscribe: false }));
  expect(malformed.error).toMatchObject({ code: 'INVALID_RESPONSE' });
  store.dispatch(namesApi.util.resetApiState());
});
