import type { PayErrorMessage, PaymentAsset } from './payContract.js';

/**
 * Where the payment `foyer.pay(options)` asked for stands, exposed as `data-state` on `view-Pay`:
 * `idle` (none), `requested` (shown, waiting for the user), `paying` (the wallet signs, then the
 * transaction is mined), `rejected` / `failed` (the last attempt; the user may retry), `paid` (mined).
 */
export type PayStatus = 'idle' | 'requested' | 'paying' | 'rejected' | 'failed' | 'paid';

/** A validated payment request: `amount` in whole units as a decimal string (e.g. `'5'`). */
export type PayRequest = { recipient: string; amount: string; paymentAsset: PaymentAsset };

export type PayState = {
  status: PayStatus;
  request?: PayRequest;
  /** Why the last attempt did not go through (a catalogued message). */
  error?: PayErrorMessage;
  /** The mined transaction's hash once paid. */
  hash?: string;
};

/** No payment requested. */
export const PAY_IDLE: PayState = Object.freeze({ status: 'idle' });

/**
 * The pay state (idle until a payment was requested and the slice injected).
 * @example
 * useSelector(selectPay).request?.amount // '5'
 */
export const selectPay = (state: { pay?: PayState }): PayState => state.pay ?? PAY_IDLE;

/**
 * Whether a payment is in progress (requested and not yet paid or given up): pay counts as on
 * (spec §6: email and social off; the `pay` remote may load) and a second request is refused.
 * @example
 * selectIsPaymentInProgress(store.getState()) // false
 */
export function selectIsPaymentInProgress(state: { pay?: PayState }): boolean {
  const { status } = selectPay(state);
  return status !== 'idle' && status !== 'paid';
}
