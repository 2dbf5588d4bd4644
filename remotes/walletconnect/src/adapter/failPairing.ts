import { WALLET_CONNECT_CONNECTOR_ID, connectingFailed, serializeError, type BaseError } from '@foyer/kernel';
import { pairingFailed, type PairingFailedParameters } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { endPairingFlow } from './endPairingFlow.js';

/** Ends the pairing in progress with `error`: the views show it and the waiting `connect` rejects. */
export function failPairing(context: AdapterContext, status: PairingFailedParameters['status'], error: BaseError): void {
  const { store, shell, state } = context;
  const ended = endPairingFlow(state);
  if (!ended) return;
  // A wallet's refusal is the user's choice, not a fault worth a warning.
  if (status !== 'rejected') shell.logger.warn('WalletConnect pairing failed.', error);
  const serialized = serializeError(error);
  store.dispatch(pairingFailed({ status, error: serialized }));
  store.dispatch(
    connectingFailed({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      status: status === 'rejected' ? 'rejected' : 'error',
      error: serialized,
    }),
  );
  ended.reject(error);
}
