import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import { servicesApi } from '../api/servicesApi.js';
import { DEFAULT_ONRAMP_OPTIONS } from './defaultOnrampOptions.js';
import { onrampApi } from './onrampApi.js';
import { ONRAMP_PATHS, type OnrampPurchase } from './onrampContract.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const purchase = (id: string, createdAt: string): OnrampPurchase => ({
  id,
  provider: 'foyer-dev',
  status: 'completed',
  destination: `eip155:31337:${ADDRESS}`,
  purchaseAmount: { amount: '1', currency: 'ETH', baseUnits: '1000000000000000000' },
  paymentTotal: { amount: '3030.00', currency: 'USD' },
  txHash: null,
  error: null,
  createdAt,
  updatedAt: createdAt,
});

test('options carry the provider and project; a malformed answer (unknown payment method) is refused', async () => {
  const seen: (string | null)[] = [];
  let answer: object = DEFAULT_ONRAMP_OPTIONS;
  server.use(
    http.get(`${TEST_API_URL}${ONRAMP_PATHS.options}`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${url.searchParams.get('provider')}/${url.searchParams.get('projectId')}`);
      return HttpResponse.json(answer);
    }),
  );
  const store = makeTestStore();
  const ok = await store.dispatch(onrampApi.endpoints.getOnrampOptions.initiate('foyer-dev', { subscribe: false }));
  expect(ok.data).toEqual(DEFAULT_ONRAMP_OPTIONS);
  answer = { ...DEFAULT_ONRAMP_OPTIONS, paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'cash', min: '1', max: '2' }] }] };
  const bad = await store.dispatch(onrampApi.endpoints.getOnrampOptions.initiate('other', { subscribe: false }));
  expect(bad.error).toMatchObject({ code: 'INVALID_RESPONSE' });
  expect(seen).toEqual(['foyer-dev/test-project', 'other/test-project']);
  store.dispatch(servicesApi.util.resetApiState());
});

test('a quote is a POST of the request; a refusal keeps the service reason', async () => {
  server.use(
    http.post(`${TEST_API_URL}${ONRAMP_PATHS.quote}`, async ({ request }) => {
      const body = (await request.json()) as { amount: string };
      if (body.amount === '5.00') return HttpResponse.json({ error: { code: 'ONRAMP_AMOUNT_BELOW_MINIMUM', message: 'Minimum purchase is 10.00 USD' } }, { status: 400 });
      return HttpResponse.json({
        quoteId: 'q-1',
        provider: 'foyer-dev',
        purchaseAmount: { amount: '0.033', currency: 'ETH', baseUnits: '33000000000000000' },
        paymentTotal: { amount: body.amount, currency: 'USD' },
        paymentSubtotal: { amount: '99.00', currency: 'USD' },
        fees: [{ amount: '1.00', currency: 'USD', type: 'provider' }],
        expiresAt: '2026-01-01T00:05:00.000Z',
      });
    }),
  );
  const store = makeTestStore();
  const request = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: 'eip155:31337' };
  const quote = await store.dispatch(onrampApi.endpoints.getOnrampQuote.initiate({ ...request, amount: '100.00' }, { subscribe: false }));
  expect(quote.data?.purchaseAmount.baseUnits).toBe('33000000000000000');
  const refused = await store.dispatch(onrampApi.endpoints.getOnrampQuote.initiate({ ...request, amount: '5.00' }, { subscribe: false }));
  expect(refused.error).toMatchObject({ status: 400, code: 'ONRAMP_AMOUNT_BELOW_MINIMUM', serverMessage: 'Minimum purchase is 10.00 USD' });
  store.dispatch(servicesApi.util.resetApiState());
});

test('purchases come newest first; opening a checkout refetches the list of its destination', async () => {
  let list = [purchase('p-1', '2026-01-01T00:00:00.000Z'), purchase('p-2', '2026-01-02T00:00:00.000Z')];
  const reads: (string | null)[] = [];
  server.use(
    http.get(`${TEST_API_URL}${ONRAMP_PATHS.purchases}`, ({ request }) => {
      reads.push(new URL(request.url).searchParams.get('address'));
      return HttpResponse.json({ purchases: list });
    }),
    http.post(`${TEST_API_URL}${ONRAMP_PATHS.onrampUrl}`, () => {
      list = [...list, purchase('p-3', '2026-01-03T00:00:00.000Z')];
      return HttpResponse.json({ url: `${TEST_API_URL}/onramp/checkout/p-3`, purchaseId: 'p-3' }, { status: 201 });
    }),
  );
  const store = makeTestStore();
  const subscription = store.dispatch(onrampApi.endpoints.getOnrampPurchases.initiate(ADDRESS));
  expect((await subscription.unwrap()).map(({ id }) => id)).toEqual(['p-2', 'p-1']);
  const opened = await store
    .dispatch(
      onrampApi.endpoints.createOnrampUrl.initiate({
        destinationWallets: [{ address: ADDRESS, blockchains: ['eip155:31337'], assets: ['ETH'] }],
        defaultNetwork: 'eip155:31337',
        partnerUserId: ADDRESS,
        defaultExperience: 'buy',
        quoteId: 'q-1',
      }),
    )
    .unwrap();
  expect(opened).toEqual({ url: `${TEST_API_URL}/onramp/checkout/p-3`, purchaseId: 'p-3' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(onrampApi.endpoints.getOnrampPurchases.select(ADDRESS)(store.getState()).data?.map(({ id }) => id)).toEqual(['p-3', 'p-2', 'p-1']);
  expect(reads).toEqual([ADDRESS, ADDRESS]);
  subscription.unsubscribe();
  store.dispatch(servicesApi.util.resetApiState());
});
