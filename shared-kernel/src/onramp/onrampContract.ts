/**
 * The onramp service (spec §7 `/v1/onramp/...`, `/v1/generators/onrampurl`; entity of spec §3): paths,
 * bodies, answers and error codes shared by the services (a provider interface with one local
 * development provider) and the `onramp` remote. Every path takes the query `projectId`.
 *
 * Fiat amounts are decimal strings with two decimals (`'100.00'`); crypto amounts are decimal
 * strings in whole units (`'0.032666666666666666'`) with the exact base-unit integer beside them.
 * Networks are CAIP-2 ids; purchase currencies are named by their `id` (`ETH`, `fUSD`, `SOL`).
 */
export const ONRAMP_PATHS = {
  /** GET → `OnrampProvidersResponse`: the providers this deployment offers. */
  providers: '/v1/onramp/providers',
  /** GET (query `provider`, default the first) → `OnrampOptions` (spec §3). */
  options: '/v1/onramp/options',
  /** POST `OnrampQuoteRequest` → `OnrampQuote`. */
  quote: '/v1/onramp/quote',
  /** POST `OnrampUrlRequest` → `OnrampUrlResponse` (201): a checkout page on our own services. */
  onrampUrl: '/v1/generators/onrampurl',
  /** GET → `OnrampPurchase`: a purchase's status (the widget polls it while the checkout is open). */
  purchase: (purchaseId: string) => `/v1/onramp/purchases/${encodeURIComponent(purchaseId)}`,
  /** GET (query `address`: the destination) → `OnrampPurchasesResponse`, newest first. */
  purchases: '/v1/onramp/purchases',
} as const;

/** Id of the local development provider (funds from a dev treasury; never real money). */
export const DEV_ONRAMP_PROVIDER_ID = 'foyer-dev';

/** The widget polls a purchase's status this often while `view-BuyInProgress` is open. */
export const ONRAMP_STATUS_POLL_MS = 1_500;
/** A quote is valid this long; the checkout refuses an expired one (`ONRAMP_QUOTE_EXPIRED`). */
export const ONRAMP_QUOTE_VALIDITY_MS = 5 * 60_000;

/** Payment methods with limits (spec §5: card 10.00–7500.00, bank account 10.00–25000.00). */
export type OnrampPaymentMethodId = 'card' | 'bank_account';

/** One provider of `GET /v1/onramp/providers`. */
export type OnrampProvider = {
  id: string;
  name: string;
  /** Image URL on our own services. */
  logoUri: string;
  /** Fee range in percent (spec §9: 1–2 %). */
  feeRange: { min: number; max: number };
  /** CAIP-2 namespaces it sells on. */
  namespaces: string[];
  /** True for a provider that moves no real money (shown as such in the widget). */
  development: boolean;
};
export type OnrampProvidersResponse = { providers: OnrampProvider[] };

/** A purchase currency on one network. */
export type OnrampNetwork = {
  /** CAIP-2, e.g. `eip155:31337`. */
  name: string;
  display_name: string;
  chain_id: string;
  /** Token contract / mint; `''` for the native currency. */
  contract_address: string;
};
export type OnrampPurchaseCurrency = { id: string; name: string; symbol: string; decimals: number; networks: OnrampNetwork[] };
export type OnrampPaymentMethodLimit = { id: OnrampPaymentMethodId; min: string; max: string };
export type OnrampPaymentCurrency = { id: string; payment_method_limits: OnrampPaymentMethodLimit[] };
/** Spec §3 onramp options. */
export type OnrampOptions = { purchaseCurrencies: OnrampPurchaseCurrency[]; paymentCurrencies: OnrampPaymentCurrency[] };

export type OnrampQuoteRequest = {
  provider?: string;
  /** Purchase currency id, e.g. `ETH`. */
  purchaseCurrency: string;
  /** Payment currency id, e.g. `USD`. */
  paymentCurrency: string;
  /** Fiat amount to pay, e.g. `'100.00'`. */
  amount: string;
  /** CAIP-2 network to receive on. */
  network: string;
  paymentMethod?: OnrampPaymentMethodId;
};
export type OnrampAmount = { amount: string; currency: string };
export type OnrampQuote = {
  quoteId: string;
  provider: string;
  /** What arrives: whole units, plus the exact base units the provider will deliver. */
  purchaseAmount: OnrampAmount & { baseUnits: string };
  /** What is paid in total (= subtotal + fees), and before fees. */
  paymentTotal: OnrampAmount;
  paymentSubtotal: OnrampAmount;
  fees: (OnrampAmount & { type: 'provider' | 'network' })[];
  /** ISO time. */
  expiresAt: string;
};

export type OnrampDestinationWallet = { address: string; blockchains: string[]; assets: string[] };
export type OnrampUrlRequest = {
  provider?: string;
  destinationWallets: OnrampDestinationWallet[];
  /** CAIP-2. */
  defaultNetwork: string;
  partnerUserId: string;
  defaultExperience: 'buy';
  presetCryptoAmount?: string;
  presetFiatAmount?: string;
  /** The quote the user saw: the checkout delivers exactly its `purchaseAmount`. */
  quoteId: string;
};
export type OnrampUrlResponse = { url: string; purchaseId: string };

export type OnrampPurchaseStatus = 'pending' | 'delivering' | 'completed' | 'failed' | 'expired';
export type OnrampPurchase = {
  id: string;
  provider: string;
  status: OnrampPurchaseStatus;
  /** CAIP-10 of the destination. */
  destination: string;
  purchaseAmount: OnrampAmount & { baseUnits: string };
  paymentTotal: OnrampAmount;
  /** The delivery transaction (EVM hash or Solana signature) once sent. */
  txHash: string | null;
  /** Failure reason, when `failed`. */
  error: string | null;
  createdAt: string;
  updatedAt: string;
};
export type OnrampPurchasesResponse = { purchases: OnrampPurchase[] };

/** Error codes of the onramp service with their HTTP status (`{ error: { code, message } }`). */
export const ONRAMP_SERVICE_ERRORS = {
  ONRAMP_UNKNOWN_PROVIDER: 404,
  ONRAMP_UNKNOWN_CURRENCY: 400,
  ONRAMP_UNSUPPORTED_NETWORK: 400,
  ONRAMP_INVALID_AMOUNT: 400,
  ONRAMP_AMOUNT_BELOW_MINIMUM: 400,
  ONRAMP_AMOUNT_ABOVE_MAXIMUM: 400,
  ONRAMP_QUOTE_NOT_FOUND: 404,
  ONRAMP_QUOTE_EXPIRED: 410,
  ONRAMP_PURCHASE_NOT_FOUND: 404,
  ONRAMP_ALREADY_CONFIRMED: 409,
  ONRAMP_DELIVERY_FAILED: 502,
} as const satisfies Record<string, number>;

export type OnrampServiceErrorCode = keyof typeof ONRAMP_SERVICE_ERRORS;
