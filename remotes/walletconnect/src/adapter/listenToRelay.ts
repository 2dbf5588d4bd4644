import { selectPairing } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { startPairing } from './startPairing.js';
import { RELAYER_CONNECT_EVENT, type WcProvider } from './WcProvider.js';

/** When the relay comes back after a relay-down failure, a view on screen pairs again by itself. */
export function listenToRelay(context: AdapterContext, provider: WcProvider): void {
  const { store, state } = context;
  const onRelayConnected = () => {
    if (state.holders > 0 && !state.flow && selectPairing(store.getState()).status === 'relayDown') {
      startPairing(context).catch(() => undefined);
    }
  };
  provider.client.core.relayer.on(RELAYER_CONNECT_EVENT, onRelayConnected);
}
