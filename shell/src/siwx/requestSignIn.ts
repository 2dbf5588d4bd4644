import { selectCurrentView, signInRequiredChanged } from '@foyer/kernel';
import { closeModal } from '../router/closeModal.js';
import { openModal } from '../router/openModal.js';
import type { AppThunk } from '../store/types.js';
import { selectSignInAccount } from './selectSignInAccount.js';
import { accountKey, siwxRuntimeOf } from './siwxRuntime.js';

/**
 * Spec §4 sign-in: asks the config for a session of the active account on the active network
 * (after a connect, a restore or a network switch). With one, nothing is asked (and an open
 * SIWXSignMessage closes); without, the modal opens on SIWXSignMessage, its close control disabled
 * when sign-in is required. Resolves to whether a session exists. Does nothing without `siwx`.
 * @example
 * await dispatch(requestSignIn())
 */
export function requestSignIn({ force = false }: { force?: boolean } = {}): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, extra) => {
    const runtime = siwxRuntimeOf(extra);
    const account = selectSignInAccount(getState());
    if (!runtime || !account) return false;
    const { caipAddress, address, caipNetworkId: chainId } = account;
    if (!force && runtime.checked === caipAddress) return true;
    runtime.checked = caipAddress;
    let sessions: unknown[] = [];
    try {
      sessions = await runtime.config.getSessions(chainId, address);
    } catch (error) {
      extra.logger.warn('Could not read the sign-in sessions.', error);
    }
    // The account or network changed meanwhile: that change asks again.
    if (selectSignInAccount(getState())?.caipAddress !== caipAddress) return false;
    if (sessions.length > 0) {
      runtime.lastSigned.set(accountKey(chainId, address), chainId);
      if (selectCurrentView(getState()) === 'SIWXSignMessage') {
        dispatch(signInRequiredChanged(false));
        dispatch(closeModal());
      }
      return true;
    }
    dispatch(signInRequiredChanged(runtime.config.getRequired?.() ?? false));
    if (!getState().modal.open || selectCurrentView(getState()) !== 'SIWXSignMessage') dispatch(openModal({ view: 'SIWXSignMessage', data: undefined }));
    return false;
  };
}
