import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '@foyer/kernel';
import { pairingExpired, pairingUriReceived, selectPairing } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { openPairingFlow } from './openPairingFlow.js';
import { requestPairingUri } from './requestPairingUri.js';
import type { WcProvider } from './WcProvider.js';

/**
 * The provider published a pairing URI: show it, and ask for a fresh one before it expires. A URI
 * that comes after the relay was reported down (a hung relay answering again) resumes the pairing
 * while a view is on screen, as the view's message promises.
 */
export function showPairingUri(context: AdapterContext, provider: WcProvider, uri: string): void {
  const { store, state } = context;
  state.awaitingUri = false;
  if (!state.flow) {
    if (state.holders === 0 || selectPairing(store.getState()).status !== 'relayDown') return;
    // Nobody awaits this flow's promise: the view shows its outcome.
    openPairingFlow(context).promise.catch(() => undefined);
  }
  clearTimeout(state.watchdog);
  store.dispatch(pairingUriReceived({ uri, expiresAt: Date.now() + PAIRING_EXPIRY_MS }));
  clearTimeout(state.expiryTimer);
  // Spec §4: a pairing counts as expired when PAIRING_EXPIRY_MARGIN_MS or less remain.
  state.expiryTimer = setTimeout(() => {
    if (!state.flow) return;
    store.dispatch(pairingExpired());
    requestPairingUri(context, provider);
  }, PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS);
}
