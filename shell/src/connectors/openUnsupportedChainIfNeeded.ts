import { selectIsActiveNetworkSupported } from '@foyer/kernel';
import { openModal } from '../router/openModal.js';
import type { AppThunk } from '../store/types.js';

/**
 * Opens UnsupportedChain when the wallet sits on a network that is not configured, unless
 * `allowUnsupportedChain` (spec §4). Returns whether it did.
 */
export function openUnsupportedChainIfNeeded(): AppThunk<boolean> {
  return (dispatch, getState) => {
    const state = getState();
    if (state.options.allowUnsupportedChain || selectIsActiveNetworkSupported(state)) return false;
    dispatch(openModal({ view: 'UnsupportedChain' }));
    return true;
  };
}
