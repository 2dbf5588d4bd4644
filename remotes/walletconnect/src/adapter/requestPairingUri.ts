import { ConnectionRejectedError, isUserRejection } from '@foyer/kernel';
import { buildNamespaces } from '../namespaces.js';
import { selectPairing } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { armRelayWatchdog } from './armRelayWatchdog.js';
import { completePairing } from './completePairing.js';
import { failPairing } from './failPairing.js';
import { toConnectError } from './toConnectError.js';
import type { WcProvider } from './WcProvider.js';

/**
 * One attempt of the pairing: proposes a session for the configured networks, which brings a fresh
 * URI; the relay's deadlines count from `since` (when the URI was asked for).
 */
export function requestPairingUri(context: AdapterContext, provider: WcProvider, since = Date.now()): void {
  const { store, state } = context;
  const attempt = ++state.latestAttempt;
  state.awaitingUri = true;
  armRelayWatchdog(context, provider, since);
  const { networks } = store.getState().options;
  const { rpcProxyUrl, projectId } = store.getState().services;
  const optionalNamespaces = buildNamespaces({ networks, rpcProxyUrl, projectId: projectId ?? '' });
  provider.connect({ optionalNamespaces }).then(
    (session) => {
      if (session) completePairing(context, provider, session);
    },
    (error: unknown) => onAttemptFailed(context, error, attempt),
  );
}

function onAttemptFailed(context: AdapterContext, error: unknown, attempt: number): void {
  const { store, state } = context;
  if (attempt === state.latestAttempt) state.awaitingUri = false;
  if (isUserRejection(error)) {
    failPairing(context, 'rejected', new ConnectionRejectedError({ cause: error }));
    return;
  }
  // An attempt replaced by a fresher URI (expiry, retry) failing is no news.
  if (attempt !== state.latestAttempt || selectPairing(store.getState()).status === 'relayDown') return;
  failPairing(context, 'error', toConnectError(error));
}
