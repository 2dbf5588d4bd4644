import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { PAY_ERROR_MESSAGES, type PayErrorMessage } from './payContract.js';
import { PAY_IDLE, type PayRequest, type PayState } from './payState.js';

const initialState: PayState = PAY_IDLE;

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
