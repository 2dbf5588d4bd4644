import { connectingReset, modalClosed, modalShaken, routerReset, selectCloseDisabled } from '@foyer/kernel';
import type { AppThunk } from '../store/types.js';

/**
 * Closes the modal and resets the history to Connect. While sign-in is required (close
 * disabled) the modal shakes instead. Returns whether it closed.
 * @example
 * if (!dispatch(closeModal())) announce('Sign in to continue')
 */
export function closeModal(): AppThunk<boolean> {
  return (dispatch, getState) => {
    const state = getState();
    if (selectCloseDisabled(state)) {
      dispatch(modalShaken());
      return false;
    }
    if (state.modal.open) dispatch(modalClosed());
    dispatch(routerReset());
    if (state.connection.connecting.status !== 'idle') dispatch(connectingReset());
    return true;
  };
}
