import { closeModal } from '../router/closeModal.js';
import type { AppThunk } from '../store/types.js';
import { forgetConnection } from './forgetConnection.js';

/**
 * Disconnects every connected wallet: stops following it, forgets it for reconnection, clears
 * the accounts and closes the modal. Browser wallets keep their own permission; the next
 * connect asks them again.
 * @example
 * await dispatch(disconnect())
 */
export function disconnect(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(forgetConnection());
    if (getState().modal.open) dispatch(closeModal());
  };
}
