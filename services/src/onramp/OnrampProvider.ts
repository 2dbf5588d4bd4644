import type {
  OnrampOptions,
  OnrampProvider as OnrampProviderInfo,
  OnrampPurchase,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlResponse,
} from '@foyer/kernel';

/** What the routes hand a provider to open a checkout: the quote the user saw and where to deliver it. */
export type OnrampCheckoutRequest = {
  quoteId: string;
  /** CAIP-2: the request's `defaultNetwork`. */
  network: string;
  /** The destination wallet's address as sent (the provider checks it for the network's family). */
  address: string;
  /** The destination wallet's `assets` (purchase currency ids); empty: any. */
  assets: readonly string[];
  /** `http(s)://host:port` the client reached the services on: the base of the checkout URL. */
  baseUrl: string;
};

/**
 * One onramp provider behind `/v1/onramp/...` and `/v1/generators/onrampurl`. The local development provider is one
 * implementation; a real provider is another, configured in `buildApi` without touching the widget. Every method
 * throws a `ServiceError` with an `ONRAMP_*` code (`onrampError`) for a request it refuses.
 */
export interface OnrampProvider {
  readonly id: string;
  /** Its entry of `GET /v1/onramp/providers`; image URLs are absolute under `baseUrl`. */
  describe(baseUrl: string): OnrampProviderInfo;
  /** Spec §3 onramp options: what it sells where, what it accepts with which limits. */
  options(): OnrampOptions;
  /** Prices `request` (fees included), remembers the quote for `createCheckout`, and answers it. */
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>;
  /** Opens a `pending` purchase of a remembered, unexpired quote and answers its checkout page. */
  createCheckout(request: OnrampCheckoutRequest): Promise<OnrampUrlResponse>;
  /** A purchase's current status; undefined when the provider does not know the id. */
  getPurchase(purchaseId: string): Promise<OnrampPurchase | undefined>;
  /** The purchases delivered (or to be delivered) to `address` (EIP-55 or base58), newest first. */
  listPurchases(address: string): Promise<OnrampPurchase[]>;
}
