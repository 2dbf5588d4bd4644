import { isCaipNetworkId } from '../caip/parseCaipNetworkId.js';
import { ONRAMP_DEFAULT_LIMITS, ONRAMP_FEE_RANGE_PERCENT, ONRAMP_NAMESPACES } from '../constants.js';
import { formatUnits } from '../format/formatUnits.js';
import { FOYER_DEV_NATIVE_USD_PRICES, FOYER_DEV_TOKENS } from '../networks/devAssets.js';
import { foyerDevChain } from '../networks/foyerDevChain.js';
import { foyerDevSolana } from '../networks/foyerDevSolana.js';
import { parseUnits } from '../send/parseUnits.js';
import {
  DEV_ONRAMP_PROVIDER_ID,
  ONRAMP_QUOTE_VALIDITY_MS,
  type OnrampOptions,
  type OnrampPaymentMethodLimit,
  type OnrampProvider,
  type OnrampQuote,
  type OnrampQuoteRequest,
} from './onrampContract.js';

/** The fee of a mock quote, in percent: the middle of the spec §9 range (1–2 %). */
export const ONRAMP_MOCK_FEE_PERCENT = 1.5;

/** Units of each payment currency one US dollar buys on the dev stack (the dev price table is in USD). */
export const ONRAMP_DEV_FIAT_PER_USD: Readonly<Record<string, number>> = Object.freeze({ USD: 1, EUR: 0.92 });

/** The provider the widget shows when the providers list cannot be loaded: the local development provider. */
export const DEFAULT_ONRAMP_PROVIDER: OnrampProvider = Object.freeze({
  id: DEV_ONRAMP_PROVIDER_ID,
  name: 'Foyer Dev Provider',
  logoUri: '',
  feeRange: { ...ONRAMP_FEE_RANGE_PERCENT },
  namespaces: [...ONRAMP_NAMESPACES],
  development: true,
});

const fusd = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId);
const limits: OnrampPaymentMethodLimit[] = [
  { id: 'card', ...ONRAMP_DEFAULT_LIMITS.card },
  { id: 'bank_account', ...ONRAMP_DEFAULT_LIMITS.bank_account },
];

/**
 * The built-in onramp options (spec §8: used when `/v1/onramp/options` fails): ETH and fUSD on the dev chain, SOL on
 * the Solana dev node; USD and EUR with the spec §5 card and bank-account limits.
 * @example
 * const options = isError ? DEFAULT_ONRAMP_OPTIONS : data
 */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      networks: [{ name: foyerDevChain.caipNetworkId, display_name: foyerDevChain.name, chain_id: String(foyerDevChain.id), contract_address: '' }],
    },
    ...(fusd
      ? [
          {
            id: fusd.symbol,
            name: fusd.name,
            symbol: fusd.symbol,
            decimals: fusd.decimals,
            networks: [{ name: fusd.caipNetworkId, display_name: foyerDevChain.name, chain_id: String(foyerDevChain.id), contract_address: fusd.address }],
          },
        ]
      : []),
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      decimals: 9,
      networks: [{ name: foyerDevSolana.caipNetworkId, display_name: foyerDevSolana.name, chain_id: String(foyerDevSolana.id), contract_address: '' }],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
};

/** A fiat amount in cents as the contract writes it, two decimals (`10050n` → `'100.50'`). */
export function formatFiatCents(cents: bigint): string {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The dev price table's USD price of a purchase currency on a network (native or by contract); undefined when unknown. */
function devUsdPrice(network: string, contractAddress: string): number | undefined {
  if (contractAddress === '') return isCaipNetworkId(network) ? FOYER_DEV_NATIVE_USD_PRICES[network] : undefined;
  return FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === network && token.address.toLowerCase() === contractAddress.toLowerCase())?.usdPrice;
}

/** Micro-units of fiat per whole unit of crypto: prices become exact integers for bigint arithmetic. */
const MICRO = 1_000_000;

/**
 * An ESTIMATE of what `request.amount` buys (spec §8: used when the quote service fails), from the dev price table with
 * a 1.5 % fee taken from the amount; undefined when the currency, network or amount is unknown. Its `quoteId` starts
 * with `estimate:`: no provider knows it, so it can never open a checkout.
 * @example
 * mockOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: 'eip155:31337' })
 * // purchaseAmount.amount '0.03283333333333333', fees [{ amount: '1.50', ... }]
 */
export function mockOnrampQuote(request: OnrampQuoteRequest, options: OnrampOptions = DEFAULT_ONRAMP_OPTIONS, now = Date.now()): OnrampQuote | undefined {
  const currency = options.purchaseCurrencies.find((candidate) => candidate.id === request.purchaseCurrency);
  const network = currency?.networks.find((candidate) => candidate.name === request.network);
  const fiatPerUsd = ONRAMP_DEV_FIAT_PER_USD[request.paymentCurrency];
  const totalCents = parseUnits(request.amount, 2);
  if (!currency || !network || fiatPerUsd === undefined || totalCents === undefined || totalCents <= 0n) return undefined;
  const usdPrice = devUsdPrice(network.name, network.contract_address);
  if (usdPrice === undefined || usdPrice <= 0) return undefined;
  const feeCents = (totalCents * BigInt(ONRAMP_MOCK_FEE_PERCENT * 10) + 500n) / 1000n;
  const subtotalCents = totalCents - feeCents;
  const priceMicro = BigInt(Math.round(usdPrice * fiatPerUsd * MICRO));
  // cents → micro-units: × 10^4; the base units delivered are rounded down (never more than paid for).
  const baseUnits = (subtotalCents * 10_000n * 10n ** BigInt(currency.decimals)) / priceMicro;
  const fiat = (cents: bigint) => ({ amount: formatFiatCents(cents), currency: request.paymentCurrency });
  return {
    quoteId: `estimate:${request.purchaseCurrency}:${request.network}:${request.paymentCurrency}:${request.amount}`,
    provider: request.provider ?? DEV_ONRAMP_PROVIDER_ID,
    purchaseAmount: { amount: formatUnits(baseUnits, currency.decimals), currency: currency.id, baseUnits: baseUnits.toString() },
    paymentTotal: fiat(totalCents),
    paymentSubtotal: fiat(subtotalCents),
    fees: [{ ...fiat(feeCents), type: 'provider' }],
    expiresAt: new Date(now + ONRAMP_QUOTE_VALIDITY_MS).toISOString(),
  };
}

/** True for a quote `mockOnrampQuote` made (an estimate no provider will honour). */
export function isMockOnrampQuote(quote: Pick<OnrampQuote, 'quoteId'>): boolean {
  return quote.quoteId.startsWith('estimate:');
}
