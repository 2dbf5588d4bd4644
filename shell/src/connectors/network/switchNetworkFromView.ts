import { selectCurrentRoute, serializeError, toastShown, type CaipNetwork } from '@foyer/kernel';
import { goBack } from '../../router/goBack.js';
import type { AppThunk } from '../../store/types.js';
import { navigateAfterNetworkSwitch } from './navigateAfterNetworkSwitch.js';
import { switchNetwork } from './switchNetwork.js';

/**
 * The SwitchNetwork view's request: asks the wallet to move to `network`; on success goes back
 * to where the network picker was opened from (or closes), on failure goes back one view with
 * the error in a toast (spec §4 "Network switch failure goes back one view"). Navigation only
 * happens while SwitchNetwork for `network` is still on screen (the user may have left).
 * Resolves to whether the network switched.
 * @example
 * useEffect(() => void dispatch(switchNetworkFromView(network)), [])
 */
export function switchNetworkFromView(network: CaipNetwork): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const isOnScreen = () => {
      const state = getState();
      const route = selectCurrentRoute(state);
      return state.modal.open && route.view === 'SwitchNetwork' && route.data.network.caipNetworkId === network.caipNetworkId;
    };
    try {
      await dispatch(switchNetwork(network));
      if (isOnScreen()) dispatch(navigateAfterNetworkSwitch());
      return true;
    } catch (error) {
      if (isOnScreen()) {
        dispatch(goBack());
        dispatch(toastShown({ variant: 'error', message: serializeError(error).message }));
      }
      return false;
    }
  };
}
