import type { PairingFlow } from './startPairingFlow.js';
import type { WcProvider } from './WcProvider.js';

/** Everything the WalletConnect adapter remembers between calls and provider events: one per adapter. */
export type AdapterState = {
  /** The provider, created once; unset again when creating it failed, so that the next call retries. */
  providerPromise: Promise<WcProvider> | undefined;
  /** The provider whose session the store shows. */
  connected: WcProvider | undefined;
  /** The provider whose session events the store follows. */
  watched: WcProvider | undefined;
  /** The pairing in progress. */
  flow: PairingFlow | undefined;
  /** A `connect` call is waiting for its URI (it needs the relay socket for that). */
  awaitingUri: boolean;
  /** Number of the latest `provider.connect` attempt: the failure of one replaced since is no news. */
  latestAttempt: number;
  /** Fires when no URI came within RELAY_CONNECT_TIMEOUT_MS. */
  watchdog: ReturnType<typeof setTimeout> | undefined;
  /** Fires when the URI on screen is about to expire. */
  expiryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Pairing views on screen (`holdPairing`). */
  holders: number;
};

export function createAdapterState(): AdapterState {
  return {
    providerPromise: undefined,
    connected: undefined,
    watched: undefined,
    flow: undefined,
    awaitingUri: false,
    latestAttempt: 0,
    watchdog: undefined,
    expiryTimer: undefined,
    holders: 0,
  };
}
