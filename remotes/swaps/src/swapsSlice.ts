import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FoyerState } from '@foyer/kernel';

/** Where a swap stands, exposed as `data-state` on the preview: editing, an approval or a swap in the wallet / on chain, or refused / failed. */
export type SwapStatus = 'editing' | 'approving' | 'swapping' | 'rejected' | 'failed';

export type SwapsState = {
  /** CAIP-10 addresses of the token sold and bought (the convert service's); unset: the defaults. */
  from?: string;
  to?: string;
  /** The amount sold as typed. */
  amount: string;
  status: SwapStatus;
  /** Why the last approval or swap did not go through (shown on the preview). */
  error?: string;
};

/** The side picked for, the token picked, and the pair as shown (defaults included). */
export type SwapTokenSelectedParameters = { target: 'from' | 'to'; address: string; shown: { from: string; to: string } };

const initialState: SwapsState = { amount: '', status: 'editing' };

/**
 * The swap form (spec §4 swaps): tokens and amount as the user set them. Reset on success and when the
 * active network or account changes (the listener `feature.ts` registers).
 * @example
 * dispatch(swapAmountChanged('0.1'))
 */
export const swapsSlice = /* @__PURE__ */ createSlice({
  name: 'swaps',
  initialState,
  reducers: {
    /** Picking the other side's token flips the pair. */
    swapTokenSelected(state, action: PayloadAction<SwapTokenSelectedParameters>) {
      const { target, address, shown } = action.payload;
      const opposite = target === 'from' ? 'to' : 'from';
      state[opposite] = address.toLowerCase() === shown[opposite].toLowerCase() ? shown[target] : shown[opposite];
      state[target] = address;
      state.status = 'editing';
      delete state.error;
    },
    /** Sell what was bought: `from` and `to` are the tokens as shown. */
    swapFlipped(state, action: PayloadAction<{ from: string; to: string }>) {
      state.from = action.payload.to;
      state.to = action.payload.from;
      state.status = 'editing';
      delete state.error;
    },
    swapAmountChanged(state, action: PayloadAction<string>) {
      state.amount = action.payload;
      state.status = 'editing';
      delete state.error;
    },
    swapStarted(state, action: PayloadAction<'approving' | 'swapping'>) {
      state.status = action.payload;
      delete state.error;
    },
    swapApproved(state) {
      state.status = 'editing';
    },
    swapRejected(state, action: PayloadAction<string>) {
      state.status = 'rejected';
      state.error = action.payload;
    },
    swapFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    swapReset() {
      return initialState;
    },
  },
});

declare module '@foyer/kernel' {
  interface LazyLoadedSlices extends WithSlice<typeof swapsSlice> {}
}

export const { swapTokenSelected, swapFlipped, swapAmountChanged, swapStarted, swapApproved, swapRejected, swapFailed, swapReset } = swapsSlice.actions;

/** The swap state (its initial value until the remote's setup injected the slice). */
export const selectSwaps = (state: FoyerState): SwapsState => (state as { swaps?: SwapsState }).swaps ?? initialState;
