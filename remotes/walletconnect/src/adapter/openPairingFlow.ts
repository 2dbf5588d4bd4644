import { WALLET_CONNECT_CONNECTOR_ID, connectingStarted } from '@foyer/kernel';
import { pairingStarted } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { startPairingFlow, type PairingFlow } from './startPairingFlow.js';

/** Opens a pairing flow and tells the store: the shell shows a connection in progress, the views wait for a code. */
export function openPairingFlow(context: AdapterContext): PairingFlow {
  const flow = startPairingFlow(context.state);
  context.store.dispatch(connectingStarted({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  context.store.dispatch(pairingStarted());
  return flow;
}
