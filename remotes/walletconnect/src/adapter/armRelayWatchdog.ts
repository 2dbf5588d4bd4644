import { PAIRING_URI_TIMEOUT_MS, RELAY_CONNECT_TIMEOUT_MS } from '../constants.js';
import { RelayUnavailableError } from '../errors/RelayUnavailableError.js';
import type { AdapterContext } from './AdapterContext.js';
import { failPairing } from './failPairing.js';
import { providerOptions } from './providerOptions.js';
import type { WcProvider } from './WcProvider.js';

/**
 * Fails the pairing with RelayUnavailableError when no URI came, counted from `since` (when it was
 * asked for), instead of the client's own ~75 s: after RELAY_CONNECT_TIMEOUT_MS without a relay
 * socket, or after PAIRING_URI_TIMEOUT_MS with one (a hung relay keeps the socket open and never
 * answers the subscription).
 */
export function armRelayWatchdog(context: AdapterContext, provider: WcProvider, since: number): void {
  const { store, state } = context;
  const check = (): void => {
    if (!state.flow || !state.awaitingUri) return;
    const socketOpen = provider.client.core.relayer.connected;
    const left = since + PAIRING_URI_TIMEOUT_MS - Date.now();
    // The socket is up and the URI is merely slow: wait until the product deadline.
    if (socketOpen && left > 0) {
      state.watchdog = setTimeout(check, left);
      return;
    }
    const { relayUrl } = providerOptions(store.getState());
    failPairing(context, 'relayDown', new RelayUnavailableError({ relayUrl, reason: socketOpen ? 'noAnswer' : 'noSocket' }));
  };
  clearTimeout(state.watchdog);
  state.watchdog = setTimeout(check, Math.max(0, since + RELAY_CONNECT_TIMEOUT_MS - Date.now()));
}
