import {
  selectActiveCaipNetworkId,
  selectIsFeatureEnabled,
  serializeError,
  shortenEmail,
  toastShown,
  viewPushed,
  type FeatureSlotProps,
} from '@foyer/kernel';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthAdapter } from '../adapter/AuthAdapter.js';
import { messages } from '../messages.js';

type State = Parameters<typeof selectActiveCaipNetworkId>[0] & Parameters<typeof selectIsFeatureEnabled>[0];

/**
 * The embedded wallet's rows in the Account view (`slots.AccountActions`, shown while the AUTH
 * connector is the active one): "Update email" (`account-update-email`) for an email login with
 * the email feature on, and the account type switch (`account-type-toggle`) on networks the
 * embedded wallet reports as smart-account enabled. None are on the local dev chain (no
 * smart-account factory is deployed there), so the switch only shows where it can work; a failed
 * switch keeps the EOA and says why.
 */
export function AccountActions({ api }: FeatureSlotProps<Pick<AuthAdapter, 'getEmail' | 'getSmartAccountEnabledNetworks' | 'setPreferredAccountType'>>) {
  const dispatch = useDispatch();
  const emailEnabled = useSelector((state: State) => selectIsFeatureEnabled(state, 'email'));
  const caipNetworkId = useSelector((state: State) => selectActiveCaipNetworkId(state));
  const [accountType, setAccountType] = useState<'eoa' | 'smartAccount'>('eoa');
  const [switching, setSwitching] = useState(false);

  const email = api.getEmail();
  const smartNetworks = api.getSmartAccountEnabledNetworks();
  const chainId = caipNetworkId?.startsWith('eip155:') ? Number(caipNetworkId.slice('eip155:'.length)) : undefined;
  const canSwitchType = chainId !== undefined && smartNetworks.includes(chainId);
  const next = accountType === 'eoa' ? 'smartAccount' : 'eoa';

  const switchType = async () => {
    setSwitching(true);
    try {
      await api.setPreferredAccountType(next);
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
            {messages.accountActions.updateEmail(
              <span key="email" className="foyer-action__detail">
                {shortenEmail(email)}
              </span>,
            )}
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
          <span className="foyer-action__label">{next === 'smartAccount' ? messages.accountActions.switchToSmartAccount : messages.accountActions.switchToEoa}</span>
        </button>
      ) : null}
    </>
  );
}
