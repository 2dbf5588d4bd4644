import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { SerializedError } from '@foyer/kernel';

/**
 * Where the pairing stands, exposed as `data-state` on the pairing views:
 * `initializing` (waiting for a pairing URI), `pairing` (URI shown), `expired` (a fresh URI is
 * on its way), `rejected` / `relayDown` / `error` (failed, retry offered), `connected`.
 */
export type PairingStatus = 'idle' | 'initializing' | 'pairing' | 'expired' | 'rejected' | 'relayDown' | 'error' | 'connected';

export type WalletConnectState = {
  status: PairingStatus;
  /** The `wc:` pairing URI on display. */
  uri: string | null;
  /** When the URI on display counts as expired (epoch ms, `PAIRING_EXPIRY_MS` after it was created). */
  expiresAt: number | null;
  /** How many URIs expired during this pairing (a fresh one replaced each). */
  expiredCount: number;
  error?: SerializedError;
};

export type PairingFailedParameters = {
  status: Extract<PairingStatus, 'rejected' | 'relayDown' | 'error'>;
  error: SerializedError;
};

const initialState: WalletConnectState = { status: 'idle', uri: null, expiresAt: null, expiredCount: 0 };

/**
 * The WalletConnect pairing flow the ConnectingWalletConnect views show. The adapter records
 * what the provider reports; the views only read it.
 * @example
 * dispatch(pairingUriReceived({ uri: 'wc:abc@2?...', expiresAt: Date.now() + PAIRING_EXPIRY_MS }))
 */
export const walletConnectSlice = /* @__PURE__ */ createSlice({
  name: 'walletConnect',
  initialState,
  reducers: {
    pairingStarted(state) {
      if (state.status === 'expired') return;
      state.status = 'initializing';
      state.uri = null;
      state.expiresAt = null;
      delete state.error;
    },
    pairingUriReceived(state, action: PayloadAction<{ uri: string; expiresAt: number }>) {
      if (state.status === 'connected' || state.status === 'idle') return;
      state.status = 'pairing';
      state.uri = action.payload.uri;
      state.expiresAt = action.payload.expiresAt;
      delete state.error;
    },
    pairingExpired(state) {
      state.status = 'expired';
      state.expiredCount += 1;
    },
    pairingFailed(state, action: PayloadAction<PairingFailedParameters>) {
      state.status = action.payload.status;
      state.error = action.payload.error;
    },
    pairingSucceeded(state) {
      state.status = 'connected';
    },
    pairingReset() {
      return initialState;
    },
  },
});

declare module '@foyer/kernel' {
  interface LazyLoadedSlices extends WithSlice<typeof walletConnectSlice> {}
}

export const { pairingStarted, pairingUriReceived, pairingExpired, pairingFailed, pairingSucceeded, pairingReset } =
  walletConnectSlice.actions;

/**
 * The pairing flow (its initial state until the remote's setup injected the slice).
 * @example
 * const { status, uri } = useSelector(selectPairing)
 */
export function selectPairing(state: object): WalletConnectState {
  // The kernel's emitted `FoyerState` type does not carry `LazyLoadedSlices`: read the key directly.
  return (state as { walletConnect?: WalletConnectState }).walletConnect ?? initialState;
}
