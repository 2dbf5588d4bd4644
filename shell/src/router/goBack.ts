import { connectingReset, historyPopped, selectCanGoBack, selectCurrentView } from '@foyer/kernel';
import type { AppThunk } from '../store/types.js';
import { closeModal } from './closeModal.js';

/**
 * Back: pops the history, or closes the modal at the first view (spec §2).
 * @example
 * <button data-testid="header-back" onClick={() => dispatch(goBack())} />
 */
export function goBack(): AppThunk {
  return (dispatch, getState) => {
    const state = getState();
    if (!selectCanGoBack(state)) {
      dispatch(closeModal());
      return;
    }
    if (selectCurrentView(state) === 'ConnectingExternal' && state.connection.connecting.status !== 'idle') {
      dispatch(connectingReset());
    }
    dispatch(historyPopped());
  };
}
