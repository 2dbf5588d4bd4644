import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { PAY_ERROR_MESSAGES, type PayErrorMessage, type PaymentAsset } from './payContract.js';

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

const initialState: PayState = { status: 'idle' };

/**
 * The pay flow's state, shared by the shell (which validates `foyer.pay(options)`, records the
 * request and settles the host's promise) and the `pay` remote (which pays and reports the outcome).
 * A lazy slice: whoever needs it first injects it (`paySlice.injectInto(rootReducer)`).
 * @example
 * dispatch(paymentRequested({ recipient, amount: '5', paymentAsset }))
 */
export const paySlice = /* @__PURE__ */ createSlice({
  name: 'pay',
  initialState,
  reducers: {
    paymentRequested(_state, action: PayloadAction<PayRequest>) {
      return { status: 'requested', request: action.payload };
    },
    paymentStarted(state) {
      state.status = 'paying';
      delete state.error;
    },
    paymentRejected(state) {
      state.status = 'rejected';
      state.error = PAY_ERROR_MESSAGES.rejected;
    },
    paymentFailed(state) {
      state.status = 'failed';
      state.error = PAY_ERROR_MESSAGES.failed;
    },
    paymentSucceeded(state, action: PayloadAction<string>) {
      state.status = 'paid';
      state.hash = action.payload;
      delete state.error;
    },
    /** The host's promise settled without a payment (cancelled, or given up after a failure). */
    paymentCleared() {
      return initialState;
    },
  },
});

declare module '../store/createRootReducer.js' {
  interface LazyLoadedSlices extends WithSlice<typeof paySlice> {}
}

export const { paymentRequested, paymentStarted, paymentRejected, paymentFailed, paymentSucceeded, paymentCleared } = paySlice.actions;

/**
 * The pay state (idle until a payment was requested and the slice injected).
 * @example
 * useSelector(selectPay).request?.amount // '5'
 */
export const selectPay = (state: { pay?: PayState }): PayState => state.pay ?? initialState;

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
