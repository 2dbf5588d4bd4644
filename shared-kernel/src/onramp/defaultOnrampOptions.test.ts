import { ONRAMP_DEFAULT_LIMITS, ONRAMP_FEE_RANGE_PERCENT } from '../constants.js';
import { FOYER_DEV_NATIVE_USD_PRICES, FOYER_DEV_TOKENS } from '../networks/devAssets.js';
import { foyerDevChain } from '../networks/foyerDevChain.js';
import { foyerDevSolana } from '../networks/foyerDevSolana.js';
import { DEFAULT_ONRAMP_OPTIONS, DEFAULT_ONRAMP_PROVIDER, formatFiatCents, isMockOnrampQuote, mockOnrampQuote, ONRAMP_MOCK_FEE_PERCENT } from './defaultOnrampOptions.js';
import { ONRAMP_QUOTE_VALIDITY_MS } from './onrampContract.js';

test('the defaults: ETH and fUSD on the dev chain, SOL on the Solana dev node; USD and EUR with the spec §5 limits', () => {
  expect(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies.map(({ id, networks }) => [id, networks.map((network) => network.name)])).toEqual([
    ['ETH', [foyerDevChain.caipNetworkId]],
    ['fUSD', [foyerDevChain.caipNetworkId]],
    ['SOL', [foyerDevSolana.caipNetworkId]],
  ]);
  const fusd = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId);
  expect(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies[1]).toMatchObject({ decimals: 6, networks: [{ contract_address: fusd?.address }] });
  for (const currency of DEFAULT_ONRAMP_OPTIONS.paymentCurrencies) {
    expect(currency.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ]);
  }
  expect(DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.map(({ id }) => id)).toEqual(['USD', 'EUR']);
  expect(ONRAMP_DEFAULT_LIMITS.card).toEqual({ min: '10.00', max: '7500.00' });
  expect(DEFAULT_ONRAMP_PROVIDER).toMatchObject({ development: true, feeRange: ONRAMP_FEE_RANGE_PERCENT, namespaces: ['eip155', 'solana'] });
  expect(ONRAMP_MOCK_FEE_PERCENT).toBeGreaterThanOrEqual(ONRAMP_FEE_RANGE_PERCENT.min);
  expect(ONRAMP_MOCK_FEE_PERCENT).toBeLessThanOrEqual(ONRAMP_FEE_RANGE_PERCENT.max);
});

test('a mock quote of 100 USD of ETH: 1.50 fee, 98.50 at the dev price (3000) in exact base units, rounded down', () => {
  const now = Date.parse('2026-01-01T00:00:00.000Z');
  const quote = mockOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: foyerDevChain.caipNetworkId }, DEFAULT_ONRAMP_OPTIONS, now);
  expect(FOYER_DEV_NATIVE_USD_PRICES[foyerDevChain.caipNetworkId]).toBe(3000);
  // 98.50 / 3000 = 0.0328333… ETH
  expect(quote).toEqual({
    quoteId: `estimate:ETH:${foyerDevChain.caipNetworkId}:USD:100.00`,
    provider: 'foyer-dev',
    purchaseAmount: { amount: '0.032833333333333333', currency: 'ETH', baseUnits: '32833333333333333' },
    paymentTotal: { amount: '100.00', currency: 'USD' },
    paymentSubtotal: { amount: '98.50', currency: 'USD' },
    fees: [{ amount: '1.50', currency: 'USD', type: 'provider' }],
    expiresAt: new Date(now + ONRAMP_QUOTE_VALIDITY_MS).toISOString(),
  });
  expect(isMockOnrampQuote(quote!)).toBe(true);
  expect(isMockOnrampQuote({ quoteId: 'q-1' })).toBe(false);
});

test('mock quotes of fUSD (by contract) and SOL; EUR converts at the dev rate; unknown inputs give none', () => {
  const network = foyerDevChain.caipNetworkId;
  expect(mockOnrampQuote({ purchaseCurrency: 'fUSD', paymentCurrency: 'USD', amount: '10', network })?.purchaseAmount).toEqual({ amount: '9.85', currency: 'fUSD', baseUnits: '9850000' });
  // 200 SOL-worth: 197.00 / 150 = 1.313333333 SOL (9 decimals)
  expect(mockOnrampQuote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '200', network: foyerDevSolana.caipNetworkId })?.purchaseAmount.baseUnits).toBe('1313333333');
  // 92 EUR = 100 USD at 0.92 EUR per USD: 90.62 EUR after the fee (1.38) → 90.62 / 2760 ETH
  expect(mockOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '92', network })?.purchaseAmount.baseUnits).toBe(((9062n * 10n ** 18n) / 276000n).toString());
  expect(mockOnrampQuote({ purchaseCurrency: 'BTC', paymentCurrency: 'USD', amount: '100', network })).toBeUndefined();
  expect(mockOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'JPY', amount: '100', network })).toBeUndefined();
  expect(mockOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 'ten', network })).toBeUndefined();
  expect(mockOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:1' })).toBeUndefined();
});

test('formatFiatCents writes two decimals', () => {
  expect([formatFiatCents(0n), formatFiatCents(5n), formatFiatCents(1050n), formatFiatCents(2_500_000n)]).toEqual(['0.00', '0.05', '10.50', '25000.00']);
});
