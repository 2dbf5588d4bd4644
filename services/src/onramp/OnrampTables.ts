import type { OnrampPurchaseStatus } from '@foyer/kernel';

/**
 * Row of `onramp_quotes` (migration 0010): a quote as answered (`quote`: the `OnrampQuote` JSON) with what the
 * checkout checks. `expires_at` is ms since the epoch, a bigint column (PostgreSQL answers it as a string).
 */
export type OnrampQuotesTable = {
  id: string;
  provider: string;
  /** CAIP-2. */
  network: string;
  /** Purchase currency id, e.g. `ETH`. */
  purchase_currency: string;
  payment_method: string;
  quote: string;
  expires_at: number | string;
  /** ISO 8601. */
  created_at: string;
};

/** Row of `onramp_purchases` (migration 0010): one checkout, from `pending` to `completed` / `failed` / `expired`. */
export type OnrampPurchasesTable = {
  /** Random UUID: also the capability of its checkout page. */
  id: string;
  provider: string;
  quote_id: string;
  network: string;
  purchase_currency: string;
  /** The destination: EIP-55 for EVM, base58 for Solana. */
  address: string;
  /** Whole units (decimal string) and the exact base units delivered. */
  purchase_amount: string;
  base_units: string;
  /** Fiat decimal string, e.g. `100.00`, and its currency id. */
  payment_total: string;
  payment_currency: string;
  status: OnrampPurchaseStatus;
  tx_hash: string | null;
  error: string | null;
  /** ms since the epoch after which a `pending` checkout can no longer be confirmed. */
  expires_at: number | string;
  created_at: string;
  updated_at: string;
};
