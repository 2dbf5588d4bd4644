import { selectCurrentView, selectIsActiveNetworkSupported } from '@foyer/kernel';
import { closeModal } from '../../router/closeModal.js';
import { openModal } from '../../router/openModal.js';
import type { AppThunk } from '../../store/types.js';

/**
 * Opens UnsupportedChain when the wallet sits on a network that is not configured, unless
 * `allowUnsupportedChain` or network switching is disabled (`enableNetworkSwitch: false`)
 * (spec §4). When the network is supported again while UnsupportedChain is showing, the modal
 * closes. Returns whether UnsupportedChain is (now) open.
 * @example
 * dispatch(networkChanged({ caipNetworkId: 'eip155:5' }))
 * dispatch(openUnsupportedChainIfNeeded()) // true: UnsupportedChain lists the configured networks
 */
export function openUnsupportedChainIfNeeded(): AppThunk<boolean> {
  return (dispatch, getState) => {
    const state = getState();
    const showing = state.modal.open && selectCurrentView(state) === 'UnsupportedChain';
    if (selectIsActiveNetworkSupported(state)) {
      if (showing) dispatch(closeModal());
      return false;
    }
    if (state.options.allowUnsupportedChain || !state.options.enableNetworkSwitch) return false;
    if (!showing) dispatch(openModal({ view: 'UnsupportedChain' }));
    return true;
  };
}
