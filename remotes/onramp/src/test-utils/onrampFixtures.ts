import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_ONRAMP_OPTIONS,
  DEV_ONRAMP_PROVIDER_ID,
  FOYER_DEV_EVM_ACCOUNTS,
  FOYER_DEV_SOLANA_ADDRESSES,
  formatFiatCents,
  formatUnits,
  ONRAMP_PATHS,
  parseUnits,
  type OnrampProvider,
  type OnrampPurchase,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
} from '@foyer/kernel';
import { TEST_API_URL } from '@foyer/kernel/test';

export const EVM_0 = FOYER_DEV_EVM_ACCOUNTS[0];
export const SOLANA_0 = FOYER_DEV_SOLANA_ADDRESSES[0];

/** The service's fee in these fixtures: 1 %, not the estimate's 1.5 %, so a test tells a live quote from an estimate. */
export const SERVICE_FEE_PERMILLE = 10n;

export const DEV_PROVIDER: OnrampProvider = {
  id: DEV_ONRAMP_PROVIDER_ID,
  name: 'Foyer Dev Provider',
  logoUri: `${TEST_API_URL}/onramp/logo.svg`,
  feeRange: { min: 1, max: 2 },
  namespaces: ['eip155', 'solana'],
  development: true,
};
export const OTHER_PROVIDER: OnrampProvider = { id: 'acme', name: 'Acme Pay', logoUri: '', feeRange: { min: 1, max: 1.5 }, namespaces: ['eip155'], development: false };

/** The service's options: the defaults with a lower card maximum for EUR, to prove limits come from the service. */
export const SERVICE_OPTIONS = {
  ...DEFAULT_ONRAMP_OPTIONS,
  paymentCurrencies: [
    DEFAULT_ONRAMP_OPTIONS.paymentCurrencies[0]!,
    { id: 'EUR', payment_method_limits: [{ id: 'card' as const, min: '20.00', max: '5000.00' }, { id: 'bank_account' as const, min: '20.00', max: '20000.00' }] },
  ],
};

const PRICES: Record<string, bigint> = { ETH: 3000n, fUSD: 1n, SOL: 150n };

/** The fixtures' quote: 1 % fee, whole-dollar prices (ETH 3000, SOL 150, fUSD 1). */
export function serviceQuote(request: OnrampQuoteRequest): OnrampQuote {
  const currency = DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies.find((candidate) => candidate.id === request.purchaseCurrency)!;
  const total = parseUnits(request.amount, 2)!;
  const fee = (total * SERVICE_FEE_PERMILLE) / 1000n;
  const baseUnits = ((total - fee) * 10n ** BigInt(currency.decimals)) / (PRICES[currency.id]! * 100n);
  const fiat = (cents: bigint) => ({ amount: formatFiatCents(cents), currency: request.paymentCurrency });
  return {
    quoteId: `q-${request.purchaseCurrency}-${request.amount}`,
    provider: request.provider ?? DEV_ONRAMP_PROVIDER_ID,
    purchaseAmount: { amount: formatUnits(baseUnits, currency.decimals), currency: currency.id, baseUnits: baseUnits.toString() },
    paymentTotal: fiat(total),
    paymentSubtotal: fiat(total - fee),
    fees: [{ ...fiat(fee), type: 'provider' }],
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
  };
}

export function purchaseOf(overrides: Partial<OnrampPurchase> = {}): OnrampPurchase {
  return {
    id: 'p-1',
    provider: DEV_ONRAMP_PROVIDER_ID,
    status: 'pending',
    destination: `eip155:31337:${EVM_0}`,
    purchaseAmount: { amount: '0.033', currency: 'ETH', baseUnits: '33000000000000000' },
    paymentTotal: { amount: '100.00', currency: 'USD' },
    txHash: null,
    error: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

const serverError = (code = 'INTERNAL') => HttpResponse.json({ error: { code, message: 'Internal error' } }, { status: 500 });

export type OnrampServiceOptions = {
  providers?: OnrampProvider[] | 'fail';
  options?: typeof SERVICE_OPTIONS | 'fail';
  quote?: 'fail';
  /** What the checkout URL endpoint answers (default: a page on the test services). */
  url?: { url: string; purchaseId: string } | 'fail';
  /** The purchase statuses answered in turn (the last one repeats). */
  purchases?: OnrampPurchase[];
  list?: OnrampPurchase[] | 'fail';
};

/** msw handlers of the onramp service, recording what the widget asked. */
export function onrampHandlers(service: OnrampServiceOptions = {}) {
  const seen = { quotes: [] as OnrampQuoteRequest[], urls: [] as OnrampUrlRequest[], purchasePolls: 0, options: 0 };
  const statuses = service.purchases ?? [purchaseOf()];
  const handlers: HttpHandler[] = [
    http.get(`${TEST_API_URL}${ONRAMP_PATHS.providers}`, () =>
      service.providers === 'fail' ? serverError() : HttpResponse.json({ providers: service.providers ?? [DEV_PROVIDER] }),
    ),
    http.get(`${TEST_API_URL}${ONRAMP_PATHS.options}`, () => {
      seen.options += 1;
      return service.options === 'fail' ? serverError() : HttpResponse.json(service.options ?? SERVICE_OPTIONS);
    }),
    http.post(`${TEST_API_URL}${ONRAMP_PATHS.quote}`, async ({ request }) => {
      const body = (await request.json()) as OnrampQuoteRequest;
      seen.quotes.push(body);
      return service.quote === 'fail' ? serverError() : HttpResponse.json(serviceQuote(body));
    }),
    http.post(`${TEST_API_URL}${ONRAMP_PATHS.onrampUrl}`, async ({ request }) => {
      seen.urls.push((await request.json()) as OnrampUrlRequest);
      if (service.url === 'fail') return HttpResponse.json({ error: { code: 'ONRAMP_QUOTE_EXPIRED', message: 'The quote expired' } }, { status: 410 });
      return HttpResponse.json(service.url ?? { url: `${TEST_API_URL}/onramp/checkout/p-1`, purchaseId: 'p-1' }, { status: 201 });
    }),
    http.get(`${TEST_API_URL}${ONRAMP_PATHS.purchases}/:id`, () => {
      const answer = statuses[Math.min(seen.purchasePolls, statuses.length - 1)]!;
      seen.purchasePolls += 1;
      return HttpResponse.json(answer);
    }),
    http.get(`${TEST_API_URL}${ONRAMP_PATHS.purchases}`, () =>
      service.list === 'fail' ? serverError() : HttpResponse.json({ purchases: service.list ?? [] }),
    ),
  ];
  return { handlers, seen };
}
