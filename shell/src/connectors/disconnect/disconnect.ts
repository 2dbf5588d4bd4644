import type { AppThunk } from '../store/types.js';
import { disconnectAllWallets } from './disconnectAllWallets.js';
import { forgetConnection } from './forgetConnection.js';

/**
 * Disconnects every wallet (the Account view's Disconnect, `foyer.disconnect()`): every known
 * connection, of every namespace and whatever the multiWallet switch, is ended (adapters end
 * their sessions, browser wallets are no longer followed), every account is cleared and the
 * modal closes. Browser wallets keep their own permission; the next connect asks them again.
 * When some wallets fail to disconnect, everything is still cleared locally and the modal stays
 * open with the toast 'Failed to disconnect chains: ...'.
 * @example
 * await dispatch(disconnect())
 */
export function disconnect(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(disconnectAllWallets({ every: true }));
    dispatch(forgetConnection());
  };
}
