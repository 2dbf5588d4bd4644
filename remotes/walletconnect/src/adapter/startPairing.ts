import type { AdapterContext } from './AdapterContext.js';
import { armRelayWatchdog } from './armRelayWatchdog.js';
import { completePairing } from './completePairing.js';
import { failPairing } from './failPairing.js';
import { openPairingFlow } from './openPairingFlow.js';
import { requestPairingUri } from './requestPairingUri.js';
import { toConnectError } from './toConnectError.js';

/**
 * Starts a pairing, or joins the one in progress (the shell and the view share one flow);
 * settles when the wallet approves, refuses, or the pairing fails or is cancelled. The relay's
 * deadlines count from here, provider loading included.
 */
export function startPairing(context: AdapterContext): Promise<void> {
  const { state } = context;
  if (state.flow) return state.flow.promise;
  const since = Date.now();
  const current = openPairingFlow(context);
  context.loadProvider().then(
    (provider) => {
      // The flow ended (cancelled, failed) while the provider loaded.
      if (state.flow !== current) return;
      if (provider.session) {
        completePairing(context, provider, provider.session);
        return;
      }
      // An earlier attempt still waits for its URI (it needs the relay socket): wait for that one.
      if (state.awaitingUri) armRelayWatchdog(context, provider, since);
      else requestPairingUri(context, provider, since);
    },
    (error: unknown) => failPairing(context, 'error', toConnectError(error)),
  );
  return current.promise;
}
