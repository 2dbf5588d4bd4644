import { historyPopped, selectRouterHistory } from '@foyer/kernel';
import { closeModal } from '../../router/closeModal.js';
import type { AppThunk } from '../../store/types.js';

/**
 * After a network switch: back to the view the network picker was opened from (e.g. Account),
 * or closes the modal when the switch did not start from the picker (UnsupportedChain, an
 * explicit `open({ view: 'SwitchNetwork' })`) or the picker was the first view.
 * @example
 * await dispatch(switchNetwork(mainnet))
 * dispatch(navigateAfterNetworkSwitch())
 */
export function navigateAfterNetworkSwitch(): AppThunk {
  return (dispatch, getState) => {
    const history = selectRouterHistory(getState());
    const picker = history.map((route) => route.view).lastIndexOf('Networks');
    if (picker < 1) {
      dispatch(closeModal());
      return;
    }
    for (let depth = history.length; depth > picker; depth -= 1) dispatch(historyPopped());
  };
}
