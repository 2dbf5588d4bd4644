import {
  alertRaised,
  selectIsFeatureEnabled,
  selectServices,
  shortenAddress,
  toastShown,
  viewPushed,
} from '@foyer/kernel';
import { useRef, useState } from 'react';
import { disconnect } from '../../../connectors/disconnect/disconnect.js';
import { disconnectWallet } from '../../../connectors/disconnect/disconnectWallet.js';
import { NAMESPACE_NAMES } from '../../../connectors/network/namespaceNames.js';
import { switchConnection } from '../../../connectors/connect/switchConnection.js';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { connectorImageSrc } from '../../components/WalletImage/connectorImageSrc.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { useMountedRef } from '../Networks/useMountedRef.js';
import { selectProfileConnections, type ProfileConnection } from './selectProfileConnections.js';
import { kernelMessages } from '../../i18n/kernelMessages.js';
import { messages } from '../../messages.js';

/** Which control is waiting: a row (`<connectorId>:<namespace>`) or "Disconnect all". */
type Pending = { key: string; action: 'switch' | 'disconnect' } | { key: 'all'; action: 'disconnect' } | null;

const STATUS_LABELS = {
  connected: messages.profileWallets.connected,
  active: messages.profileWallets.notInUse,
  disconnected: messages.profileWallets.disconnected,
} as const;

/**
 * The wallets connected to the app (spec §6 multi-wallet): every connection across chain
 * families with its address, family and status; switch to one, disconnect one or all, connect
 * another. With multiWallet off only the active connector's connections show, and connecting
 * another wallet shows the 'Multi-Wallet Not Enabled' info alert.
 */
export function ProfileWallets() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectProfileConnections);
  const multiWallet = useAppSelector((state) => selectIsFeatureEnabled(state, 'multiWallet'));
  const [pending, setPending] = useState<Pending>(null);
  const mounted = useMountedRef();
  const list = useRef<HTMLUListElement>(null);

  const run = async (next: NonNullable<Pending>, work: () => Promise<unknown>) => {
    setPending(next);
    try {
      await work();
    } finally {
      if (mounted.current) setPending(null);
    }
  };
  const onSwitch = (row: ProfileConnection) =>
    run({ key: rowKey(row), action: 'switch' }, () =>
      dispatch(switchConnection({ connectorId: row.connectorId, namespace: row.namespace })),
    );
  const onDisconnect = (row: ProfileConnection) =>
    run({ key: rowKey(row), action: 'disconnect' }, async () => {
      const failed = await dispatch(disconnectWallet({ connectorId: row.connectorId, namespace: row.namespace }));
      if (failed) dispatch(toastShown({ variant: 'error', message: kernelMessages.errors.DISCONNECT_FAILED }));
      // The row is gone: keep the keyboard in the list.
      list.current?.focus({ preventScroll: true });
    });
  const onDisconnectAll = () => run({ key: 'all', action: 'disconnect' }, () => dispatch(disconnect({ scope: 'listed' })));
  const onAddWallet = () => {
    if (multiWallet) dispatch(viewPushed({ view: 'Connect' }));
    else dispatch(alertRaised('MULTI_WALLET_NOT_ENABLED'));
  };

  return (
    <div className="foyer-view foyer-profile" data-testid="view-ProfileWallets">
      <ul
        ref={list}
        className="foyer-profile__list"
        data-testid="profile-wallets"
        aria-label={messages.profileWallets.label}
        tabIndex={-1}
      >
        {rows.map((row) => (
          <ProfileWalletRow
            key={rowKey(row)}
            row={row}
            pending={pending?.key === rowKey(row) ? pending.action : null}
            busy={pending !== null}
            onSwitch={() => void onSwitch(row)}
            onDisconnect={() => void onDisconnect(row)}
          />
        ))}
      </ul>
      {rows.length === 0 ? <p className="foyer-state__text">{messages.profileWallets.empty}</p> : null}
      <div className="foyer-profile__actions">
        <button
          type="button"
          className="foyer-button foyer-button--secondary foyer-button--block"
          data-testid="profile-add-wallet"
          disabled={pending !== null}
          onClick={onAddWallet}
        >
          <Icon name="wallet" size={16} />
          {messages.profileWallets.addWallet}
        </button>
        {rows.length > 0 ? (
          <button
            type="button"
            className="foyer-action foyer-action--danger"
            data-testid="profile-disconnect-all"
            disabled={pending !== null}
            aria-busy={pending?.key === 'all' || undefined}
            onClick={() => void onDisconnectAll()}
          >
            <span className="foyer-action__icon" aria-hidden="true">
              {pending?.key === 'all' ? <Spinner size={16} /> : <Icon name="logout" size={18} />}
            </span>
            <span className="foyer-action__label">{pending?.key === 'all' ? messages.common.disconnecting : messages.profileWallets.disconnectAll}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

function rowKey(row: ProfileConnection): string {
  return `${row.connectorId}:${row.namespace}`;
}

type ProfileWalletRowProps = {
  row: ProfileConnection;
  pending: 'switch' | 'disconnect' | null;
  busy: boolean;
  onSwitch: () => void;
  onDisconnect: () => void;
};

function ProfileWalletRow({ row, pending, busy, onSwitch, onDisconnect }: ProfileWalletRowProps) {
  const services = useAppSelector(selectServices);
  const name = row.connector?.name ?? row.connectorId;
  const family = NAMESPACE_NAMES[row.namespace];
  const address = row.address ? shortenAddress(row.address) : messages.profileWallets.noAddress;
  const content = (
    <>
      <WalletImage src={row.connector ? connectorImageSrc(services, row.connector) : undefined} name={name} size={40} />
      <span className="foyer-profile__text">
        <span className="foyer-profile__address" title={row.address}>
          {address}
        </span>
        <span className="foyer-profile__meta">
          {name} · {family} · {row.inUse ? messages.profileWallets.inUse : STATUS_LABELS[row.status]}
        </span>
      </span>
    </>
  );
  return (
    <li
      className="foyer-profile__row"
      data-testid={`profile-wallet-${row.connectorId}`}
      data-namespace={row.namespace}
      data-status={row.status}
      data-in-use={row.inUse}
    >
      {row.inUse ? (
        <div className="foyer-profile__main">{content}</div>
      ) : (
        <button
          type="button"
          className="foyer-profile__main"
          data-testid={`profile-switch-${row.connectorId}`}
          aria-label={messages.profileWallets.use(name, family, address)}
          disabled={busy}
          aria-busy={pending === 'switch' || undefined}
          onClick={onSwitch}
        >
          {content}
          {pending === 'switch' ? <Spinner size={18} /> : null}
        </button>
      )}
      <button
        type="button"
        className="foyer-icon-button"
        data-testid={`profile-disconnect-${row.connectorId}`}
        aria-label={messages.profileWallets.disconnectOne(name, family)}
        disabled={busy}
        aria-busy={pending === 'disconnect' || undefined}
        onClick={onDisconnect}
      >
        {pending === 'disconnect' ? <Spinner size={16} /> : <Icon name="logout" size={18} />}
      </button>
    </li>
  );
}
