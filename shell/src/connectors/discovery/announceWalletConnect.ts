import { connectorAdded, WALLET_CONNECT_CONNECTOR_ID, type Connector } from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';

/** The WalletConnect connector as the Connect view lists it, before its remote has loaded. */
export const WALLET_CONNECT_CONNECTOR: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  remote: 'walletconnect',
};

/**
 * Lists WalletConnect among the connectors when `enableWalletConnect` is on. Only the entry: the
 * `walletconnect` remote (universal provider, relay client) loads when the user picks it, or
 * when a stored pairing is restored.
 * @example
 * store.dispatch(announceWalletConnect())
 */
export function announceWalletConnect(): AppThunk {
  return (dispatch, getState) => {
    if (!getState().options.enableWalletConnect) return;
    if (getState().connectors.connectors.some((item) => item.id === WALLET_CONNECT_CONNECTOR_ID)) return;
    dispatch(connectorAdded(WALLET_CONNECT_CONNECTOR));
  };
}
