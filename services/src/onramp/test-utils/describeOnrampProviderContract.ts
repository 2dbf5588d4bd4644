import { ONRAMP_FEE_RANGE_PERCENT, ONRAMP_NAMESPACES, parseCaipNetworkId, parseUnits, type OnrampQuoteRequest } from '@foyer/kernel';
import type { OnrampProvider } from '../OnrampProvider.js';

export type ProviderContractFixture = {
  provider: OnrampProvider;
  /** A quote request the provider accepts. */
  request: OnrampQuoteRequest;
  /** A destination address valid on `request.network`. */
  address: string;
  close(): Promise<void>;
};

const cents = (amount: string): bigint => {
  const value = parseUnits(amount, 2);
  if (value === undefined) throw new Error(`not a fiat amount: ${amount}`);
  return value;
};

/**
 * What every `OnrampProvider` promises the routes and the widget, run against a real provider (no test double):
 * options in the spec §3 shape with limits, quotes with fees inside the provider's range that add up, a checkout for
 * a quote, and its purchase readable by id and by destination.
 * @example
 * describeOnrampProviderContract('the dev provider', async () => ({ provider, request, address, close }));
 */
export function describeOnrampProviderContract(name: string, setup: () => Promise<ProviderContractFixture>): void {
  describe(`OnrampProvider contract: ${name}`, () => {
    let fixture: ProviderContractFixture;
    beforeEach(async () => void (fixture = await setup()));
    afterEach(async () => fixture?.close());

    it('describes itself with a fee range inside spec §9 and known namespaces, its logo under the base URL', () => {
      const info = fixture.provider.describe('http://127.0.0.1:1234');
      expect(info.id).toBe(fixture.provider.id);
      expect(info.name).not.toBe('');
      expect(info.logoUri.startsWith('http://127.0.0.1:1234/')).toBe(true);
      expect(info.feeRange.min).toBeGreaterThanOrEqual(ONRAMP_FEE_RANGE_PERCENT.min);
      expect(info.feeRange.max).toBeLessThanOrEqual(ONRAMP_FEE_RANGE_PERCENT.max);
      for (const namespace of info.namespaces) expect(ONRAMP_NAMESPACES).toContain(namespace);
    });

    it('offers options with CAIP-2 networks and min <= max limits per payment method', () => {
      const options = fixture.provider.options();
      expect(options.purchaseCurrencies.length).toBeGreaterThan(0);
      expect(options.paymentCurrencies.length).toBeGreaterThan(0);
      for (const currency of options.purchaseCurrencies) {
        expect(Number.isInteger(currency.decimals)).toBe(true);
        for (const network of currency.networks) expect(() => parseCaipNetworkId(network.name as `${string}:${string}`)).not.toThrow();
      }
      for (const currency of options.paymentCurrencies) {
        expect(currency.payment_method_limits.length).toBeGreaterThan(0);
        for (const limit of currency.payment_method_limits) expect(cents(limit.min)).toBeLessThanOrEqual(cents(limit.max));
      }
    });

    it('quotes: total = subtotal + fees, the fee inside its range, base units that match the amount, a future expiry', async () => {
      const quote = await fixture.provider.quote(fixture.request);
      const fees = quote.fees.reduce((sum, fee) => sum + cents(fee.amount), 0n);
      expect(cents(quote.paymentTotal.amount)).toBe(cents(fixture.request.amount));
      expect(cents(quote.paymentSubtotal.amount) + fees).toBe(cents(quote.paymentTotal.amount));
      const info = fixture.provider.describe('http://127.0.0.1');
      const percent = (Number(fees) * 100) / Number(cents(quote.paymentTotal.amount));
      expect(percent).toBeGreaterThanOrEqual(info.feeRange.min);
      expect(percent).toBeLessThanOrEqual(info.feeRange.max);
      const currency = fixture.provider.options().purchaseCurrencies.find((item) => item.id === fixture.request.purchaseCurrency);
      expect(parseUnits(quote.purchaseAmount.amount, currency?.decimals ?? -1)).toBe(BigInt(quote.purchaseAmount.baseUnits));
      expect(BigInt(quote.purchaseAmount.baseUnits)).toBeGreaterThan(0n);
      expect(Date.parse(quote.expiresAt)).toBeGreaterThan(Date.now());
    });

    it('opens a pending purchase for a quote, readable by id and listed for its destination', async () => {
      const quote = await fixture.provider.quote(fixture.request);
      const { url, purchaseId } = await fixture.provider.createCheckout({
        quoteId: quote.quoteId,
        network: fixture.request.network,
        address: fixture.address,
        assets: [],
        baseUrl: 'http://127.0.0.1:1234',
      });
      expect(url.startsWith('http')).toBe(true);
      const purchase = await fixture.provider.getPurchase(purchaseId);
      expect(purchase).toMatchObject({ id: purchaseId, provider: fixture.provider.id, status: 'pending', purchaseAmount: quote.purchaseAmount, paymentTotal: quote.paymentTotal, txHash: null });
      expect(purchase?.destination).toBe(`${fixture.request.network}:${fixture.address}`);
      expect((await fixture.provider.listPurchases(fixture.address)).map((item) => item.id)).toContain(purchaseId);
      expect(await fixture.provider.getPurchase('no-such-purchase')).toBeUndefined();
    });
  });
}
