import { WALLET_CONNECT_CONNECTOR_ID, accountDisconnected } from '@foyer/kernel';
import { pairingReset } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { ownNamespaces } from './ownNamespaces.js';

/** The session ended (disconnect, or deleted by the wallet): its accounts leave the store and the shell. */
export function forgetSession(context: AdapterContext): void {
  const { store, shell, state } = context;
  for (const namespace of ownNamespaces(store.getState().connection.activeConnectorIds)) {
    store.dispatch(accountDisconnected({ namespace }));
  }
  state.connected = undefined;
  shell.providers.delete(WALLET_CONNECT_CONNECTOR_ID);
  // A pairing on screen keeps its state; otherwise the pairing view starts afresh.
  if (!state.flow) store.dispatch(pairingReset());
}
