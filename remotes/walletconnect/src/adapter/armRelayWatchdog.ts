import { RELAY_CONNECT_TIMEOUT_MS } from '../constants.js';
import { RelayUnavailableError } from '../errors/RelayUnavailableError.js';
import type { AdapterContext } from './AdapterContext.js';
import { failPairing } from './failPairing.js';
import { providerOptions } from './providerOptions.js';
import type { WcProvider } from './WcProvider.js';

/**
 * Fails the pairing with RelayUnavailableError when no URI came within RELAY_CONNECT_TIMEOUT_MS
 * and the relay socket is down, instead of the client's own ~75 s.
 */
export function armRelayWatchdog(context: AdapterContext, provider: WcProvider): void {
  const { store, state } = context;
  clearTimeout(state.watchdog);
  state.watchdog = setTimeout(() => {
    if (!state.flow || !state.awaitingUri) return;
    // The socket is up and the URI is merely slow: keep waiting.
    if (provider.client.core.relayer.connected) armRelayWatchdog(context, provider);
    else failPairing(context, 'relayDown', new RelayUnavailableError({ relayUrl: providerOptions(store.getState()).relayUrl }));
  }, RELAY_CONNECT_TIMEOUT_MS);
}
