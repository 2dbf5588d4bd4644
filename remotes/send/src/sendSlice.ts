import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FoyerState, SendState, TokenBalance } from '@foyer/kernel';

/** Where a send stands, exposed as `data-state` on the preview: editing, waiting for the wallet, or refused / failed. */
export type SendStatus = 'editing' | 'sending' | 'rejected' | 'failed';

export type SendSliceState = SendState & {
  /** The receiver field as typed: an address, or a name that resolves to `receiverAddress`. */
  receiverInput: string;
  status: SendStatus;
  /** Why the last send did not go through (shown on the preview). */
  error?: string;
};

export type ReceiverResolvedParameters = { address?: string; name?: string; imageUrl?: string };

const initialState: SendSliceState = { receiverInput: '', status: 'editing' };

/**
 * The send flow (spec §3 send state, §4): token, amount and receiver as the user set them. Reset on
 * success and when the active network or account changes (the listener `feature.ts` registers).
 * @example
 * dispatch(amountChanged('1.5'))
 */
export const sendSlice = /* @__PURE__ */ createSlice({
  name: 'send',
  initialState,
  reducers: {
    tokenSelected(state, action: PayloadAction<TokenBalance>) {
      state.token = action.payload;
      state.status = 'editing';
      delete state.error;
    },
    amountChanged(state, action: PayloadAction<string>) {
      state.sendTokenAmount = action.payload;
      state.status = 'editing';
      delete state.error;
    },
    receiverChanged(state, action: PayloadAction<string>) {
      state.receiverInput = action.payload;
      delete state.receiverAddress;
      delete state.receiverProfileName;
      delete state.receiverProfileImageUrl;
      state.status = 'editing';
      delete state.error;
    },
    /** What the receiver field stands for: the address (typed or resolved) and the name's profile. */
    receiverResolved(state, action: PayloadAction<ReceiverResolvedParameters>) {
      const { address, name, imageUrl } = action.payload;
      if (address === undefined) delete state.receiverAddress;
      else state.receiverAddress = address;
      if (name === undefined) delete state.receiverProfileName;
      else state.receiverProfileName = name;
      if (imageUrl === undefined) delete state.receiverProfileImageUrl;
      else state.receiverProfileImageUrl = imageUrl;
    },
    sendStarted(state) {
      state.status = 'sending';
      delete state.error;
    },
    sendRejected(state, action: PayloadAction<string>) {
      state.status = 'rejected';
      state.error = action.payload;
    },
    sendFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    sendReset() {
      return initialState;
    },
  },
});

declare module '@foyer/kernel' {
  interface LazyLoadedSlices extends WithSlice<typeof sendSlice> {}
}

export const { tokenSelected, amountChanged, receiverChanged, receiverResolved, sendStarted, sendRejected, sendFailed, sendReset } = sendSlice.actions;

/** The send state (its initial value until the remote's setup injected the slice). */
export const selectSend = (state: FoyerState): SendSliceState => (state as { send?: SendSliceState }).send ?? initialState;
