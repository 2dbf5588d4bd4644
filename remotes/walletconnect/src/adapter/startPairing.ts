import { WALLET_CONNECT_CONNECTOR_ID, connectingStarted } from '@foyer/kernel';
import { pairingStarted } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { armRelayWatchdog } from './armRelayWatchdog.js';
import { completePairing } from './completePairing.js';
import { failPairing } from './failPairing.js';
import { requestPairingUri } from './requestPairingUri.js';
import { startPairingFlow } from './startPairingFlow.js';
import { toConnectError } from './toConnectError.js';

/**
 * Starts a pairing, or joins the one in progress (the shell and the view share one flow);
 * settles when the wallet approves, refuses, or the pairing fails or is cancelled.
 */
export function startPairing(context: AdapterContext): Promise<void> {
  const { store, state } = context;
  if (state.flow) return state.flow.promise;
  const current = startPairingFlow(state);
  store.dispatch(connectingStarted({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  store.dispatch(pairingStarted());
  context.loadProvider().then(
    (provider) => {
      // The flow ended (cancelled, failed) while the provider loaded.
      if (state.flow !== current) return;
      if (provider.session) {
        completePairing(context, provider, provider.session);
        return;
      }
      // An earlier attempt still waits for its URI (it needs the relay socket): wait for that one.
      if (state.awaitingUri) armRelayWatchdog(context, provider);
      else requestPairingUri(context, provider);
    },
    (error: unknown) => failPairing(context, 'error', toConnectError(error)),
  );
  return current.promise;
}
