import { selectNetworks, signInRequiredChanged } from '@foyer/kernel';
import { loadSession } from '../connectors/session/loadSession.js';
import { closeModal } from '../router/closeModal.js';
import type { AppThunk } from '../store/types.js';
import { selectSignInAccount } from './selectSignInAccount.js';
import { accountKey, siwxRuntimeOf } from './siwxRuntime.js';

/**
 * The SIWXSignMessage view's Cancel (spec §4): when sign-in is not required the modal just closes.
 * When it is, the wallet switches back to the last network the account signed in on (that network
 * has a session, so the modal closes), or, with none (or when the switch fails), disconnects.
 * @example
 * await dispatch(cancelSignIn())
 */
export function cancelSignIn(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const runtime = siwxRuntimeOf(extra);
    const required = runtime?.config.getRequired?.() ?? false;
    dispatch(signInRequiredChanged(false));
    if (!runtime || !required) {
      dispatch(closeModal());
      return;
    }
    const account = selectSignInAccount(getState());
    const lastSigned = account ? runtime.lastSigned.get(accountKey(account.caipNetworkId, account.address)) : undefined;
    const network = selectNetworks(getState()).find((item) => item.caipNetworkId === lastSigned);
    if (network && network.caipNetworkId !== account?.caipNetworkId) {
      try {
        const { switchNetwork } = await loadSession();
        await dispatch(switchNetwork(network));
        dispatch(closeModal());
        return;
      } catch (error) {
        extra.logger.warn('Could not switch back to the signed network; disconnecting.', error);
      }
    }
    const { disconnect } = await loadSession();
    await dispatch(disconnect());
    if (getState().modal.open) dispatch(closeModal());
  };
}
