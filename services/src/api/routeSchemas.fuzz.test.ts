import { CONVERT_PATHS, FOYER_DEV_TOKENS, NATIVE_TOKEN_PSEUDO_ADDRESS, ONRAMP_PATHS, SESSIONS_PATHS, foyerDevChain } from '@foyer/kernel';
import fc from 'fast-check';
import { FUZZ_HTTP_RUNS, fuzzParameters } from '../../../shared-kernel/src/test/fuzz.js';
import { freePort } from '../test-utils/freePort.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { UNLIMITED_API_RATES } from '../test-utils/unlimitedApiLimits.js';

// The services API in development mode over a node that is not there: every request below either fails validation
// (4xx) or, when it passes, would need the chain. So: never a 500, every error is `{ error: { code, message } }`, and
// a 5xx only says the node is unavailable. Real HTTP on loopback (light-my-request's `inject` does not load under jest)
// costs about a millisecond a request: FUZZ_HTTP_RUNS cases.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ database: ':memory:', rpcUrl: `http://127.0.0.1:${await freePort()}`, limits: UNLIMITED_API_RATES });
}, 60_000);

afterAll(async () => {
  await api?.close();
});

const DEV = foyerDevChain.caipNetworkId;
const NODE_DOWN = new Set(['NODE_UNAVAILABLE', 'NODE_ERROR']);
const tokens = FOYER_DEV_TOKENS.filter((token) => token.caipNetworkId === DEV).map((token) => `${DEV}:${token.address}`);
/** Values near the real ones (dev tokens, the native pseudo-address, other chains, user accounts) and junk. */
const caipish = fc.oneof(
  fc.constantFrom(...tokens, `${DEV}:${NATIVE_TOKEN_PSEUDO_ADDRESS}`, `eip155:1:${NATIVE_TOKEN_PSEUDO_ADDRESS}`, DEV, 'eip155:11155111', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `${DEV}:0x${Buffer.from(bytes).toString('hex')}`),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);
const amountish = fc.oneof(fc.bigInt({ min: -1n, max: 1n << 260n }).map(String), fc.constantFrom('0', '01', '1e18', '1.5', ' 1', ''), fc.string({ maxLength: 40 }));
const projectId = fc.oneof({ arbitrary: fc.constant('foyer-demo'), weight: 8 }, { arbitrary: fc.string({ maxLength: 140 }), weight: 1 });
const junk = fc.jsonValue({ maxDepth: 3 });

/** A query string of the given fields, some missing, some repeated, some junk. */
function query(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries({ projectId, ...fields }).map(([key, value]) =>
    fc.oneof({ arbitrary: value.map((text) => [[key, text]]), weight: 6 }, { arbitrary: fc.constant([]), weight: 1 }, { arbitrary: fc.tuple(value, value).map(([a, b]) => [[key, a], [key, b]]), weight: 1 }),
  );
  return fc
    .tuple(fc.tuple(...entries), fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 2 }))
    .map(([parts, extra]) => new URLSearchParams([...(parts as string[][][]).flat(), ...Object.entries(extra)] as [string, string][]).toString());
}

/** A body of the given fields, each one valid-ish or junk, some missing; or not an object at all. */
function body(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const mixed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: junk, weight: 1 })]));
  return fc.oneof({ arbitrary: fc.record(mixed, { requiredKeys: [] }), weight: 6 }, { arbitrary: junk, weight: 1 });
}

type Route = { method: 'GET' | 'POST'; path: string; query: fc.Arbitrary<string>; body?: fc.Arbitrary<unknown> };
const routes: Route[] = [
  { method: 'GET', path: CONVERT_PATHS.tokens, query: query({ chainId: caipish }) },
  { method: 'GET', path: CONVERT_PATHS.gasPrice, query: query({ chainId: caipish }) },
  { method: 'GET', path: CONVERT_PATHS.quotes, query: query({ amount: amountish, userAddress: caipish, from: caipish, to: caipish, gasPrice: amountish }) },
  { method: 'GET', path: CONVERT_PATHS.allowance, query: query({ tokenAddress: caipish, userAddress: caipish }) },
  { method: 'GET', path: CONVERT_PATHS.buildApprove, query: query({ userAddress: caipish, from: caipish, to: caipish, amount: amountish }) },
  {
    method: 'POST',
    path: CONVERT_PATHS.buildTransaction,
    query: query({}),
    body: body({ amount: amountish, from: caipish, to: caipish, userAddress: caipish, eip155: fc.record({ slippage: fc.oneof(fc.double(), fc.integer({ min: -5, max: 60 })) }), disableEstimate: fc.boolean() }),
  },
  { method: 'GET', path: ONRAMP_PATHS.options, query: query({ provider: fc.oneof(fc.constant('foyer-dev'), fc.string({ maxLength: 70 })) }) },
  {
    method: 'POST',
    path: ONRAMP_PATHS.quote,
    query: query({}),
    body: body({ provider: fc.constantFrom('foyer-dev', 'nope'), purchaseCurrency: fc.constantFrom('ETH', 'USDC', 'SOL', 'x'), paymentCurrency: fc.constantFrom('USD', 'EUR', 'x'), amount: amountish, network: caipish, paymentMethod: fc.constantFrom('card', 'bank_account', 'cash') }),
  },
  {
    method: 'POST',
    path: ONRAMP_PATHS.onrampUrl,
    query: query({}),
    body: body({
      destinationWallets: fc.array(fc.record({ address: caipish, blockchains: fc.array(caipish, { maxLength: 3 }), assets: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }) }, { requiredKeys: ['address'] }), { maxLength: 3 }),
      defaultNetwork: caipish,
      quoteId: fc.oneof(fc.uuid(), fc.string({ maxLength: 140 })),
      presetFiatAmount: amountish,
    }),
  },
  { method: 'GET', path: ONRAMP_PATHS.purchases, query: query({ address: caipish }) },
  { method: 'POST', path: SESSIONS_PATHS.authenticate, query: query({}), body: body({ message: fc.string({ maxLength: 500 }), signature: fc.oneof(fc.stringMatching(/^0x[0-9a-f]{0,140}$/), fc.string()), chainId: caipish }) },
];

const services: [string, Route[]][] = [
  ['convert', routes.filter((route) => route.path.startsWith('/v1/convert/'))],
  ['onramp and sessions', routes.filter((route) => !route.path.startsWith('/v1/convert/'))],
];

// One property per service, a route drawn per case: FUZZ_HTTP_RUNS requests each (about 350 per route).
test.each(services)('property: every %s route answers arbitrary query and body with a JSON 4xx, never a 500', async (_name, group) => {
  const outcomes = new Map<string, Set<number>>();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...group).chain((route) => fc.tuple(fc.constant(route), route.query, route.body ?? fc.constant(undefined))),
      async ([route, search, payload]) => {
        const response = await fetch(`${api.url}${route.path}?${search}`, {
          method: route.method,
          ...(payload === undefined ? {} : { body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
        });
        outcomes.set(route.path, (outcomes.get(route.path) ?? new Set()).add(response.status));
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const answer = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
        if (response.status < 400) return;
        expect(typeof answer.error?.code).toBe('string');
        expect(typeof answer.error?.message).toBe('string');
        expect(response.status).not.toBe(500);
        if (response.status >= 500) expect(NODE_DOWN).toContain(answer.error?.code);
      },
    ),
    fuzzParameters(FUZZ_HTTP_RUNS),
  );
  // The generators reach past the first check of every route: each answered at least two different statuses.
  for (const route of group) expect([route.path, (outcomes.get(route.path)?.size ?? 0) > 1]).toEqual([route.path, true]);
}, 60_000);
