import { selectActiveAccount, selectActiveNetwork, selectCloseDisabled, selectOptions, shortenAddress } from '@foyer/kernel';
import { useState } from 'react';
import { cancelSignIn } from '../../../siwx/cancelSignIn.js';
import { signInWithWallet } from '../../../siwx/signInWithWallet.js';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { Avatar } from '../../components/Avatar/Avatar.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { isSafeImageSrc } from '../../components/WalletImage/isSafeImageSrc.js';
import { useMountedRef } from '../Networks/useMountedRef.js';
import { messages } from '../../messages.js';

type Status = { state: 'idle' | 'signing' | 'cancelling' } | { state: 'error'; message: string };

/**
 * Sign-in with the wallet (spec §2, §4): the dapp's name and icon, the account and the network, and
 * Sign (`siwx-sign`: the wallet signs the message, the session is stored, the modal closes) or
 * Cancel (`siwx-cancel`: closes, or when sign-in is required switches back to the last signed
 * network or disconnects). A failure stays here with its catalogue message; Sign retries.
 */
export function SIWXSignMessage() {
  const dispatch = useAppDispatch();
  const { metadata } = useAppSelector(selectOptions);
  const account = useAppSelector(selectActiveAccount);
  const network = useAppSelector(selectActiveNetwork);
  const required = useAppSelector(selectCloseDisabled);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const mounted = useMountedRef();
  const dapp = metadata?.name || messages.siwx.thisApp;
  const icon = metadata?.icons.find(isSafeImageSrc);
  const busy = status.state === 'signing' || status.state === 'cancelling';

  const sign = async () => {
    setStatus({ state: 'signing' });
    const result = await dispatch(signInWithWallet());
    if (!mounted.current) return;
    setStatus(result.status === 'signed' ? { state: 'idle' } : { state: 'error', message: result.error.message });
  };
  const cancel = async () => {
    setStatus({ state: 'cancelling' });
    try {
      await dispatch(cancelSignIn());
    } finally {
      if (mounted.current) setStatus({ state: 'idle' });
    }
  };

  return (
    <div className="foyer-view foyer-state" data-testid="view-SIWXSignMessage" data-state={status.state}>
      <span className="foyer-state__icon" aria-hidden="true">
        {icon ? <img src={icon} alt="" width={56} height={56} style={{ borderRadius: '50%' }} /> : <Icon name="wallet" size={28} />}
      </span>
      <p className="foyer-state__title" data-testid="siwx-dapp">
        {messages.siwx.title(dapp)}
      </p>
      <p className="foyer-state__text">{required ? messages.siwx.textRequired : messages.siwx.text}</p>
      <dl className="foyer-state__text" style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 12px', margin: 0 }}>
        <dt>{messages.siwx.account}</dt>
        <dd style={{ margin: 0, display: 'inline-flex', alignItems: 'center', gap: 6 }} data-testid="siwx-account" data-address={account?.address}>
          {account?.address ? <Avatar address={account.address} size={16} /> : null}
          {account?.address ? shortenAddress(account.address) : null}
        </dd>
        <dt>{messages.siwx.network}</dt>
        <dd style={{ margin: 0 }} data-testid="siwx-network" data-network={network?.caipNetworkId}>
          {network?.name}
        </dd>
      </dl>
      <p role="status" className="foyer-state__text" data-testid="siwx-status">
        {status.state === 'signing' ? messages.siwx.waiting : ''}
      </p>
      {status.state === 'error' ? (
        <p role="alert" className="foyer-state__text" style={{ color: 'var(--foyer-error)' }} data-testid="siwx-error">
          {status.message}
        </p>
      ) : null}
      <div className="foyer-switch__actions">
        <button
          type="button"
          className="foyer-button foyer-button--block"
          data-testid="siwx-sign"
          data-autofocus
          disabled={busy || !account?.address}
          aria-busy={status.state === 'signing' || undefined}
          onClick={() => void sign()}
        >
          {status.state === 'signing' ? <Spinner size={16} /> : null}
          {status.state === 'signing' ? messages.siwx.signing : messages.siwx.sign}
        </button>
        <button
          type="button"
          className="foyer-button foyer-button--secondary foyer-button--block"
          data-testid="siwx-cancel"
          disabled={status.state === 'cancelling'}
          aria-busy={status.state === 'cancelling' || undefined}
          onClick={() => void cancel()}
        >
          {messages.siwx.cancel}
        </button>
      </div>
    </div>
  );
}
