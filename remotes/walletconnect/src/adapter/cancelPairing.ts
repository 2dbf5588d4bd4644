import { ModalClosedError, connectingReset } from '@foyer/kernel';
import { pairingReset, selectPairing } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { endPairingFlow } from './endPairingFlow.js';

/** The last pairing view left: a pending pairing ends with ModalClosedError, a failed one is cleared. */
export function cancelPairing(context: AdapterContext): void {
  const { store, state } = context;
  const ended = endPairingFlow(state);
  if (!ended) {
    if (selectPairing(store.getState()).status !== 'connected') store.dispatch(pairingReset());
    return;
  }
  store.dispatch(pairingReset());
  store.dispatch(connectingReset());
  ended.reject(new ModalClosedError());
}
