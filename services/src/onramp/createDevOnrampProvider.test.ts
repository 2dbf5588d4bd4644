import {
  DEV_ONRAMP_PROVIDER_ID,
  FOYER_DEV_EVM_ACCOUNTS,
  FOYER_DEV_SOLANA_ADDRESSES,
  foyerDevChain,
  foyerDevSolana,
  mockOnrampQuote,
  ONRAMP_QUOTE_VALIDITY_MS,
  ONRAMP_SERVICE_ERRORS,
  type OnrampQuoteRequest,
} from '@foyer/kernel';
import { createChainRegistry } from '../chain/createChainRegistry.js';
import { loadPriceTable } from '../chain/prices/loadPriceTable.js';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { openDatabase, type OpenedDatabase } from '../db/openDatabase.js';
import { createOnrampTreasury } from '../devChain/onrampTreasury.js';
import { ServiceError } from '../errors/ServiceError.js';
import { createDevOnrampProvider, type DevOnrampProvider } from './createDevOnrampProvider.js';
import { OnrampRepository } from './OnrampRepository.js';
import { describeOnrampProviderContract } from './test-utils/describeOnrampProviderContract.js';

const EVM = foyerDevChain.caipNetworkId;
const SOLANA = foyerDevSolana.caipNetworkId;
const DESTINATION = FOYER_DEV_EVM_ACCOUNTS[1];
// Nothing listens on the discard port: a delivery there fails at once, which is what the failure test wants.
const UNREACHABLE = 'http://127.0.0.1:9';

type Fixture = { provider: DevOnrampProvider; database: OpenedDatabase; clock: { now: number } };

async function createFixture(chains: Record<string, string> = { [EVM]: UNREACHABLE, [SOLANA]: UNREACHABLE }): Promise<Fixture> {
  const database = await openDatabase(':memory:');
  await migrateToLatest(database.db);
  const clock = { now: Date.now() };
  const provider = createDevOnrampProvider({
    repository: new OnrampRepository(database.db),
    chains: createChainRegistry(chains),
    prices: loadPriceTable(),
    treasury: createOnrampTreasury(),
    now: () => clock.now,
  });
  return { provider, database, clock };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return { status: error.statusCode, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const eth = (amount: string, extra: Partial<OnrampQuoteRequest> = {}): OnrampQuoteRequest => ({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount, network: EVM, ...extra });

describeOnrampProviderContract('the local development provider', async () => {
  const { provider, database } = await createFixture();
  return { provider, request: eth('100.00'), address: DESTINATION, close: () => database.db.destroy() };
});

describe('createDevOnrampProvider', () => {
  let fixture: Fixture;
  beforeEach(async () => void (fixture = await createFixture()));
  afterEach(async () => fixture.database.db.destroy());

  it('is the development provider on eip155 and solana with a 1–2 % fee range', () => {
    expect(fixture.provider.describe('http://127.0.0.1:3010')).toEqual({
      id: DEV_ONRAMP_PROVIDER_ID,
      name: 'Foyer Dev Provider',
      logoUri: `http://127.0.0.1:3010/onramp/providers/${DEV_ONRAMP_PROVIDER_ID}/logo.svg`,
      feeRange: { min: 1, max: 2 },
      namespaces: ['eip155', 'solana'],
      development: true,
    });
  });

  it('sells only on the chains the services serve', async () => {
    const evmOnly = await createFixture({ [EVM]: UNREACHABLE });
    try {
      expect(evmOnly.provider.options().purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH', 'fUSD']);
      expect(fixture.provider.options().purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH', 'fUSD', 'SOL']);
    } finally {
      await evmOnly.database.db.destroy();
    }
  });

  describe('quote arithmetic (prices: ETH 3000 USD, SOL 150 USD, fUSD 1 USD; 1 USD = 0.92 EUR)', () => {
    it('100.00 USD of ETH by card: 1.50 fee (1.5 %), 98.50 buys floor(98.50 / 3000 × 10^18) wei', async () => {
      const quote = await fixture.provider.quote(eth('100.00'));
      const expected = (9_850n * 10n ** 18n) / (100n * 3_000n);
      expect(quote).toMatchObject({
        provider: DEV_ONRAMP_PROVIDER_ID,
        purchaseAmount: { amount: '0.032833333333333333', currency: 'ETH', baseUnits: expected.toString() },
        paymentTotal: { amount: '100.00', currency: 'USD' },
        paymentSubtotal: { amount: '98.50', currency: 'USD' },
        fees: [{ amount: '1.50', currency: 'USD', type: 'provider' }],
      });
      expect(Date.parse(quote.expiresAt)).toBe(fixture.clock.now + ONRAMP_QUOTE_VALIDITY_MS);
      // The widget's fallback estimate (1.5 %) agrees with the provider's card quote to the wei.
      expect(mockOnrampQuote(eth('100.00'))?.purchaseAmount).toEqual(quote.purchaseAmount);
    });

    it('by bank account the fee is 1 %, rounded up to the cent, so it never drops below 1 %', async () => {
      const quote = await fixture.provider.quote(eth('10.01', { paymentMethod: 'bank_account' }));
      expect(quote.fees).toEqual([{ amount: '0.11', currency: 'USD', type: 'provider' }]);
      expect(quote.paymentSubtotal.amount).toBe('9.90');
      expect(quote.purchaseAmount.baseUnits).toBe(((990n * 10n ** 18n) / (100n * 3_000n)).toString());
    });

    it('prices EUR at the fixed 0.92 EUR per USD', async () => {
      const quote = await fixture.provider.quote(eth('50.00', { paymentCurrency: 'EUR' }));
      expect(quote.fees[0]).toEqual({ amount: '0.75', currency: 'EUR', type: 'provider' });
      expect(quote.purchaseAmount.baseUnits).toBe(((4_925n * 10n ** 18n) / (100n * 2_760n)).toString());
    });

    it('fUSD has 6 decimals and SOL 9: exact base units', async () => {
      const usd = await fixture.provider.quote({ purchaseCurrency: 'fUSD', paymentCurrency: 'USD', amount: '25.00', network: EVM });
      // Fee: 1.5 % of 25.00 is 0.375, rounded up to 0.38.
      expect(usd.purchaseAmount).toEqual({ amount: '24.62', currency: 'fUSD', baseUnits: '24620000' });
      const sol = await fixture.provider.quote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '20.00', network: SOLANA, paymentMethod: 'bank_account' });
      expect(sol.purchaseAmount).toEqual({ amount: '0.132', currency: 'SOL', baseUnits: '132000000' });
    });

    it.each([
      ['10.00', 'card'],
      ['7500.00', 'card'],
      ['333.33', 'card'],
      ['10.00', 'bank_account'],
      ['25000.00', 'bank_account'],
      ['1234.57', 'bank_account'],
    ] as const)('%s USD by %s: the fee stays within 1–2 %% of the total', async (amount, paymentMethod) => {
      const quote = await fixture.provider.quote(eth(amount, { paymentMethod }));
      const fee = Number(quote.fees[0]?.amount);
      expect(fee / Number(amount)).toBeGreaterThanOrEqual(0.01);
      expect(fee / Number(amount)).toBeLessThanOrEqual(0.02);
    });
  });

  describe('refusals', () => {
    it.each([
      ['9.99 by card', eth('9.99'), 'ONRAMP_AMOUNT_BELOW_MINIMUM', 'Minimum purchase is 10.00 USD'],
      ['0 by card', eth('0'), 'ONRAMP_AMOUNT_BELOW_MINIMUM', 'Minimum purchase is 10.00 USD'],
      ['9.99 EUR by bank', eth('9.99', { paymentCurrency: 'EUR', paymentMethod: 'bank_account' }), 'ONRAMP_AMOUNT_BELOW_MINIMUM', 'Minimum purchase is 10.00 EUR'],
      ['7500.01 by card', eth('7500.01'), 'ONRAMP_AMOUNT_ABOVE_MAXIMUM', 'Maximum purchase is 7500.00 USD by card'],
      ['25000.01 by bank', eth('25000.01', { paymentMethod: 'bank_account' }), 'ONRAMP_AMOUNT_ABOVE_MAXIMUM', 'Maximum purchase is 25000.00 USD by bank account'],
      ['a word', eth('ten'), 'ONRAMP_INVALID_AMOUNT', "Invalid amount 'ten': expected a decimal with at most two decimals, e.g. 100.00"],
      ['a negative amount', eth('-50.00'), 'ONRAMP_INVALID_AMOUNT', undefined],
      ['three decimals', eth('10.001'), 'ONRAMP_INVALID_AMOUNT', undefined],
      ['an empty amount', eth(''), 'ONRAMP_INVALID_AMOUNT', undefined],
      ['an exponent', eth('1e3'), 'ONRAMP_INVALID_AMOUNT', undefined],
      ['an unknown purchase currency', eth('100.00', { purchaseCurrency: 'BTC' }), 'ONRAMP_UNKNOWN_CURRENCY', "Unknown purchase currency 'BTC': this provider sells ETH, fUSD, SOL"],
      ['an unknown payment currency', eth('100.00', { paymentCurrency: 'GBP' }), 'ONRAMP_UNKNOWN_CURRENCY', "Unknown payment currency 'GBP': pay in USD or EUR"],
      ['a network it does not sell on', eth('100.00', { network: 'eip155:1' }), 'ONRAMP_UNSUPPORTED_NETWORK', 'ETH is not sold on eip155:1'],
      ['SOL on the EVM chain', eth('100.00', { purchaseCurrency: 'SOL' }), 'ONRAMP_UNSUPPORTED_NETWORK', `SOL is not sold on ${EVM}`],
    ])('%s → %s', async (_case, request, code, message) => {
      const refused = await refusal(fixture.provider.quote(request));
      expect(refused.code).toBe(code);
      expect(refused.status).toBe(ONRAMP_SERVICE_ERRORS[code as keyof typeof ONRAMP_SERVICE_ERRORS]);
      if (message !== undefined) expect(refused.message).toBe(message);
    });

    it('refuses a checkout for an unknown or expired quote, another network, a wrong-family address or an asset not accepted', async () => {
      const quote = await fixture.provider.quote(eth('100.00'));
      const checkout = { quoteId: quote.quoteId, network: EVM, address: DESTINATION, assets: [] as string[], baseUrl: 'http://127.0.0.1:3010' };
      expect(await refusal(fixture.provider.createCheckout({ ...checkout, quoteId: 'nope' }))).toMatchObject({ status: 404, code: 'ONRAMP_QUOTE_NOT_FOUND' });
      expect(await refusal(fixture.provider.createCheckout({ ...checkout, network: SOLANA }))).toMatchObject({ status: 400, code: 'ONRAMP_UNSUPPORTED_NETWORK' });
      expect(await refusal(fixture.provider.createCheckout({ ...checkout, address: FOYER_DEV_SOLANA_ADDRESSES[0] }))).toMatchObject({ status: 400, code: 'INVALID_ADDRESS' });
      expect(await refusal(fixture.provider.createCheckout({ ...checkout, assets: ['fUSD'] }))).toMatchObject({ status: 400, code: 'ONRAMP_UNKNOWN_CURRENCY' });
      fixture.clock.now += ONRAMP_QUOTE_VALIDITY_MS + 1;
      expect(await refusal(fixture.provider.createCheckout(checkout))).toEqual({ status: 410, code: 'ONRAMP_QUOTE_EXPIRED', message: 'The quote has expired: ask for a new quote' });
    });

    it('a quote backs one purchase: the same pending checkout again for the same destination, 409 for another', async () => {
      const quote = await fixture.provider.quote(eth('100.00'));
      const checkout = { quoteId: quote.quoteId, network: EVM, address: DESTINATION, assets: ['ETH'], baseUrl: 'http://127.0.0.1:3010' };
      const first = await fixture.provider.createCheckout(checkout);
      expect(first.url).toBe(`http://127.0.0.1:3010/onramp/checkout/${first.purchaseId}`);
      // A lower-case address is the same destination (stored EIP-55).
      expect(await fixture.provider.createCheckout({ ...checkout, address: DESTINATION.toLowerCase() })).toEqual(first);
      expect(await refusal(fixture.provider.createCheckout({ ...checkout, address: FOYER_DEV_EVM_ACCOUNTS[2] }))).toMatchObject({ status: 409, code: 'ONRAMP_ALREADY_CONFIRMED' });
    });
  });

  describe('purchase status', () => {
    const open = async (): Promise<string> => {
      const quote = await fixture.provider.quote(eth('100.00'));
      return (await fixture.provider.createCheckout({ quoteId: quote.quoteId, network: EVM, address: DESTINATION, assets: [], baseUrl: 'http://x' })).purchaseId;
    };

    it('a checkout left open past its validity expires and can no longer be confirmed', async () => {
      const id = await open();
      fixture.clock.now += ONRAMP_QUOTE_VALIDITY_MS + 1;
      expect(await refusal(fixture.provider.confirm(id))).toMatchObject({ status: 410, code: 'ONRAMP_QUOTE_EXPIRED' });
      expect((await fixture.provider.getPurchase(id))?.status).toBe('expired');
    });

    it('cancel marks it failed; a confirm afterwards is 409 ONRAMP_ALREADY_CONFIRMED', async () => {
      const id = await open();
      expect(await fixture.provider.cancel(id)).toMatchObject({ status: 'failed', error: 'Cancelled at the checkout', txHash: null });
      expect(await refusal(fixture.provider.confirm(id))).toMatchObject({ status: 409, code: 'ONRAMP_ALREADY_CONFIRMED' });
    });

    it('a delivery the chain cannot take marks the purchase failed with the reason (502), and it is never retried', async () => {
      const id = await open();
      const refused = await refusal(fixture.provider.confirm(id));
      expect(refused).toMatchObject({ status: 502, code: 'ONRAMP_DELIVERY_FAILED' });
      const purchase = await fixture.provider.getPurchase(id);
      expect(purchase?.status).toBe('failed');
      expect(purchase?.error).toBeTruthy();
      expect(refused.message).toBe(`Delivery failed: ${purchase?.error}`);
      expect(await refusal(fixture.provider.confirm(id))).toMatchObject({ status: 409, code: 'ONRAMP_ALREADY_CONFIRMED' });
    });

    it('lists the purchases of an address newest first (CAIP-10 and any case accepted)', async () => {
      const first = await open();
      fixture.clock.now += 1_000;
      const second = await open();
      const ids = (address: string) => fixture.provider.listPurchases(address).then((list) => list.map((purchase) => purchase.id));
      expect(await ids(DESTINATION)).toEqual([second, first]);
      expect(await ids(`${EVM}:${DESTINATION.toLowerCase()}`)).toEqual([second, first]);
      expect(await ids(FOYER_DEV_EVM_ACCOUNTS[2])).toEqual([]);
      expect(await refusal(fixture.provider.listPurchases('not-an-address'))).toMatchObject({ status: 400, code: 'INVALID_ADDRESS' });
    });
  });
});
