import {
  selectActiveCaipNetworkId,
  selectIsFeatureEnabled,
  serializeError,
  shortenEmail,
  toastShown,
  viewPushed,
} from '@foyer/kernel';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AUTH_STORAGE_KEYS } from '../adapter/authStorageKeys.js';
import { getAuthSession } from './authSession.js';

type State = Parameters<typeof selectActiveCaipNetworkId>[0] & Parameters<typeof selectIsFeatureEnabled>[0];

/**
 * The embedded wallet's rows in the Account view (`slots.AccountActions`, shown while the AUTH
 * connector is the active one): "Update email" (`account-update-email`) for an email login with
 * the email feature on, and the account type switch (`account-type-toggle`) on networks the
 * embedded wallet reports as smart-account enabled. None are on the local dev chain (no
 * smart-account factory is deployed there), so the switch only shows where it can work; a failed
 * switch keeps the EOA and says why.
 */
export function AccountActions() {
  const dispatch = useDispatch();
  const session = getAuthSession();
  const emailEnabled = useSelector((state: State) => selectIsFeatureEnabled(state, 'email'));
  const caipNetworkId = useSelector((state: State) => selectActiveCaipNetworkId(state));
  const [accountType, setAccountType] = useState<'eoa' | 'smartAccount'>('eoa');
  const [switching, setSwitching] = useState(false);
  if (!session) return null;

  const email = session.adapter.getEmail();
  const smartNetworks = session.storage.get<number[]>(AUTH_STORAGE_KEYS.smartAccountEnabledNetworks) ?? [];
  const chainId = caipNetworkId?.startsWith('eip155:') ? Number(caipNetworkId.slice('eip155:'.length)) : undefined;
  const canSwitchType = chainId !== undefined && smartNetworks.includes(chainId);
  const next = accountType === 'eoa' ? 'smartAccount' : 'eoa';

  const switchType = async () => {
    setSwitching(true);
    try {
      await session.adapter.setPreferredAccountType(next);
      setAccountType(next);
    } catch (error) {
      // Spec §4: the preferred account type falls back to EOA on error.
      setAccountType('eoa');
      dispatch(toastShown({ variant: 'error', message: serializeError(error).message }));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <>
      {emailEnabled && email ? (
        <button
          type="button"
          className="foyer-action"
          data-testid="account-update-email"
          onClick={() => dispatch(viewPushed({ view: 'UpdateEmailWallet' }))}
        >
          <span className="foyer-action__label">
            Update email <span className="foyer-action__detail">{shortenEmail(email)}</span>
          </span>
        </button>
      ) : null}
      {canSwitchType ? (
        <button
          type="button"
          className="foyer-action"
          data-testid="account-type-toggle"
          data-account-type={accountType}
          disabled={switching}
          aria-busy={switching || undefined}
          onClick={() => void switchType()}
        >
          <span className="foyer-action__label">{next === 'smartAccount' ? 'Switch to smart account' : 'Switch to EOA'}</span>
        </button>
      ) : null}
    </>
  );
}
