import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chainApi } from '../api/chainApi.js';
import { makeTestStore, TEST_API_URL, TEST_PROJECT_ID } from '../test/index.js';
import { convertApi, swapSettled } from './convertApi.js';
import { CONVERT_PATHS, type ConvertQuote } from './convertContract.js';

const USER = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const FUSD = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3';
const quote: ConvertQuote = {
  id: 'q1',
  fromAccount: ETH,
  fromAmount: '100000000000000000',
  toAccount: FUSD,
  toAmount: '298500000',
  minimumOut: '295515000',
  priceImpact: 0.1,
  fee: '300000000000000',
  path: [ETH, FUSD],
  gas: '120000',
  networkFee: '120000000000000',
  quotedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-01T00:00:30.000Z',
};
const tx = { from: USER, to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', data: '0x7ff36ab5', value: '100000000000000000', eip155: { gas: '150000', gasPrice: '1000000000' } };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('a quote: the query the contract names, the first quote kept; a malformed amount is refused', async () => {
  const seen: Record<string, string>[] = [];
  server.use(
    http.get(`${TEST_API_URL}${CONVERT_PATHS.quotes}`, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      seen.push(params);
      return params['amount'] === '1' ? HttpResponse.json({ quotes: [{ ...quote, toAmount: '2.5' }] }) : HttpResponse.json({ quotes: [quote] });
    }),
  );
  const store = makeTestStore();
  const args = { amount: quote.fromAmount, userAddress: USER, from: ETH, to: FUSD };
  await expect(store.dispatch(convertApi.endpoints.getSwapQuote.initiate(args, { subscribe: false })).unwrap()).resolves.toEqual(quote);
  expect(seen[0]).toEqual({ amount: quote.fromAmount, userAddress: USER, from: ETH, to: FUSD, projectId: TEST_PROJECT_ID, st: 'foyer', sv: expect.any(String) });
  const malformed = await store.dispatch(convertApi.endpoints.getSwapQuote.initiate({ ...args, amount: '1' }, { subscribe: false }));
  expect(malformed.error).toMatchObject({ code: 'INVALID_RESPONSE' });
  store.dispatch(convertApi.util.resetApiState());
});

test("a service error keeps its code and reason (e.g. 'Network not supported for Swaps')", async () => {
  server.use(
    http.get(`${TEST_API_URL}${CONVERT_PATHS.tokens}`, () =>
      HttpResponse.json({ error: { code: 'CONVERT_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Swaps' } }, { status: 400 }),
    ),
  );
  const store = makeTestStore();
  const result = await store.dispatch(convertApi.endpoints.getSwapTokens.initiate('eip155:11155111', { subscribe: false }));
  expect(result.error).toMatchObject({ status: 400, code: 'CONVERT_NETWORK_NOT_SUPPORTED', serverMessage: 'Network not supported for Swaps' });
  store.dispatch(convertApi.util.resetApiState());
});

test('build-transaction posts the request body; build-approve reads the query; both answer a transaction', async () => {
  const bodies: unknown[] = [];
  const approveQueries: Record<string, string>[] = [];
  server.use(
    http.post(`${TEST_API_URL}${CONVERT_PATHS.buildTransaction}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ tx, quote, minimumOut: quote.minimumOut, deadline: 1_767_225_600 });
    }),
    http.get(`${TEST_API_URL}${CONVERT_PATHS.buildApprove}`, ({ request }) => {
      approveQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ tx: { ...tx, to: FUSD.split(':')[2], value: '0' } });
    }),
  );
  const store = makeTestStore();
  const request = { projectId: TEST_PROJECT_ID, amount: quote.fromAmount, from: ETH, to: FUSD, userAddress: USER, eip155: { slippage: 1 } };
  await expect(store.dispatch(convertApi.endpoints.buildSwapTransaction.initiate(request)).unwrap()).resolves.toEqual({ tx, quote, minimumOut: quote.minimumOut, deadline: 1_767_225_600 });
  expect(bodies).toEqual([request]);
  const approval = await store.dispatch(convertApi.endpoints.buildSwapApproval.initiate({ userAddress: USER, from: FUSD, to: ETH, amount: '5' })).unwrap();
  expect(approval).toEqual({ tx: { ...tx, to: FUSD.split(':')[2], value: '0' } });
  expect(approveQueries[0]).toMatchObject({ userAddress: USER, from: FUSD, to: ETH, amount: '5' });
});

test('a settled swap refetches the balances and allowances on screen', async () => {
  let allowance = '0';
  let balanceReads = 0;
  server.use(
    http.get(`${TEST_API_URL}${CONVERT_PATHS.allowance}`, () => HttpResponse.json({ allowance })),
    http.get(`${TEST_API_URL}/v1/account/:address/balance`, () => {
      balanceReads += 1;
      return HttpResponse.json({ balances: [] });
    }),
  );
  const store = makeTestStore();
  const allowanceArgs = { tokenAddress: FUSD, userAddress: USER };
  const allowanceSub = store.dispatch(convertApi.endpoints.getSwapAllowance.initiate(allowanceArgs));
  const balanceSub = store.dispatch(chainApi.endpoints.getBalance.initiate({ address: USER.split(':')[2]!, chainId: 'eip155:31337' }));
  await expect(allowanceSub.unwrap()).resolves.toBe('0');
  await balanceSub.unwrap();
  allowance = '1000000';
  store.dispatch(swapSettled());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(convertApi.endpoints.getSwapAllowance.select(allowanceArgs)(store.getState()).data).toBe('1000000');
  expect(balanceReads).toBe(2);
  allowanceSub.unsubscribe();
  balanceSub.unsubscribe();
  store.dispatch(convertApi.util.resetApiState());
});
