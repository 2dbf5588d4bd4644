import {
  AUTH_CONNECTOR_ID,
  selectActiveAccount,
  selectActiveConnectorId,
  selectActiveCaipNetworkId,
  selectActiveNetwork,
  selectIsFeatureEnabled,
  nameCoinType,
  ONRAMP_NAMESPACES,
  selectOptions,
  shortenAddress,
  toastShown,
  useGetIdentityQuery,
  viewPushed,
} from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { Avatar } from '../../components/Avatar/Avatar.js';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { FeatureSlot } from '../Connect/FeatureSlot.js';
import { AccountBalance } from './AccountBalance.js';
import { AccountTabsLoader } from './AccountTabsLoader.js';
import { loadSession } from '../../../connectors/session/loadSession.js';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { messages } from '../../messages.js';

/**
 * The connected account: its name (when the names feature is on and it has one) over the address
 * (copyable), native balance, active network, the account actions and the Tokens / NFTs / Activity tabs (their own
 * chunk, fetched when the view renders).
 */
export function Account() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const network = useAppSelector(selectActiveNetwork);
  const caipNetworkId = useAppSelector(selectActiveCaipNetworkId);
  const canReceive = useAppSelector((state) => selectIsFeatureEnabled(state, 'receive'));
  const namesEnabled = useAppSelector((state) => selectIsFeatureEnabled(state, 'names'));
  // Send works on EVM and Solana (spec §9); the send remote's slot draws `account-send`.
  const canSend = useAppSelector((state) => selectIsFeatureEnabled(state, 'send')) && (caipNetworkId?.startsWith('eip155:') || caipNetworkId?.startsWith('solana:'));
  // Onramp sells on EVM and Solana (spec §9); swaps show on every network and explain where they are not offered.
  const canBuy = useAppSelector((state) => selectIsFeatureEnabled(state, 'onramp')) && isOnrampNamespace(caipNetworkId);
  const canSwap = useAppSelector((state) => selectIsFeatureEnabled(state, 'swaps'));
  const multiWallet = useAppSelector((state) => selectIsFeatureEnabled(state, 'multiWallet'));
  const canSwitchNetwork = useAppSelector((state) => selectOptions(state).enableNetworkSwitch);
  const embedded = useAppSelector((state) => selectActiveConnectorId(state) === AUTH_CONNECTOR_ID);
  const [disconnecting, setDisconnecting] = useState(false);
  const address = account?.address;
  // Names exist for EVM and Solana accounts (spec §4, issue 10): the primary name replaces the address.
  const hasNames = namesEnabled && address !== undefined && caipNetworkId !== null && nameCoinType(caipNetworkId) !== undefined;
  const { data: identity } = useGetIdentityQuery(hasNames && caipNetworkId ? { address, chainId: caipNetworkId } : skipToken);
  const name = hasNames ? identity?.name ?? undefined : undefined;

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      dispatch(toastShown({ variant: 'success', message: messages.account.addressCopied }));
    } catch {
      dispatch(toastShown({ variant: 'error', message: messages.account.copyFailed }));
    }
  };
  const onDisconnect = async () => {
    setDisconnecting(true);
    try {
      // The disconnect code (adapters, multi-wallet) is part of the session chunk.
      const { disconnect } = await loadSession();
      await dispatch(disconnect());
    } finally {
      setDisconnecting(false);
    }
  };

  return (
    <div className="foyer-view foyer-account" data-testid="view-Account">
      <div className="foyer-account__hero">
        {address ? <Avatar address={address} /> : null}
        {name ? (
          <span className="foyer-account__name" data-testid="account-name" title={name}>
            {name}
          </span>
        ) : null}
        <div className="foyer-account__address-row">
          <span className={`foyer-account__address${name ? ' foyer-account__address--secondary' : ''}`} data-testid="account-address" title={address}>
            {address ? shortenAddress(address) : messages.account.notConnected}
          </span>
          {address ? (
            <button type="button" className="foyer-icon-button foyer-icon-button--small" aria-label={messages.common.copyAddress} onClick={copy}>
              <Icon name="copy" size={16} />
            </button>
          ) : null}
        </div>
        {address && network ? <AccountBalance address={address} network={network} /> : null}
        {caipNetworkId && canSwitchNetwork ? (
          <button
            type="button"
            className="foyer-network-pill foyer-network-pill--button"
            data-testid="account-network"
            data-network={caipNetworkId}
            data-testnet={network?.testnet === true}
            aria-label={messages.account.switchNetwork(network?.name ?? caipNetworkId)}
            onClick={() => dispatch(viewPushed({ view: 'Networks' }))}
          >
            <span className="foyer-network-pill__dot" aria-hidden="true" />
            {network?.name ?? caipNetworkId}
            <Icon name="chevronRight" size={14} />
          </button>
        ) : caipNetworkId ? (
          <span className="foyer-network-pill" data-testid="account-network" data-network={caipNetworkId} data-testnet={network?.testnet === true}>
            <span className="foyer-network-pill__dot" aria-hidden="true" />
            {network?.name ?? caipNetworkId}
          </span>
        ) : null}
      </div>
      <div className="foyer-action-list">
        {/* Wallet features in spec §9 order (onramp, swaps, receive, send), then the account's own rows. */}
        {canBuy && address ? <FeatureSlot remote="onramp" slot="AccountActions" /> : null}
        {canSwap && address ? <FeatureSlot remote="swaps" slot="AccountActions" /> : null}
        {canReceive && address ? (
          <AccountAction
            testId="account-receive"
            icon="qr"
            label={messages.account.receive}
            onSelect={() => dispatch(viewPushed({ view: 'WalletReceive' }))}
          />
        ) : null}
        {canSend && address ? <FeatureSlot remote="send" slot="AccountActions" /> : null}
        {multiWallet && address ? (
          <AccountAction
            testId="account-wallets"
            icon="wallet"
            label={messages.common.wallets}
            onSelect={() => dispatch(viewPushed({ view: 'ProfileWallets' }))}
          />
        ) : null}
        {embedded ? <FeatureSlot remote="auth" slot="AccountActions" /> : null}
        {hasNames && identity && identity.name === null ? <FeatureSlot remote="names" slot="AccountActions" /> : null}
        <AccountAction
          testId="account-disconnect"
          icon="logout"
          label={disconnecting ? messages.common.disconnecting : messages.common.disconnect}
          danger
          busy={disconnecting}
          onSelect={onDisconnect}
        />
      </div>
      {address && network ? <AccountTabsLoader address={address} network={network} /> : null}
    </div>
  );
}

type AccountActionProps = {
  testId: string;
  icon: IconName;
  label: string;
  danger?: boolean;
  busy?: boolean;
  onSelect: () => void;
};

function AccountAction({ testId, icon, label, danger, busy, onSelect }: AccountActionProps) {
  return (
    <button
      type="button"
      className={`foyer-action${danger ? ' foyer-action--danger' : ''}`}
      data-testid={testId}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onSelect}
    >
      <span className="foyer-action__icon" aria-hidden="true">
        {busy ? <Spinner size={16} /> : <Icon name={icon} size={18} />}
      </span>
      <span className="foyer-action__label">{label}</span>
      {danger ? null : (
        <span className="foyer-action__chevron" aria-hidden="true">
          <Icon name="chevronRight" size={16} />
        </span>
      )}
    </button>
  );
}

function isOnrampNamespace(caipNetworkId: string | null): boolean {
  return caipNetworkId !== null && ONRAMP_NAMESPACES.some((namespace) => caipNetworkId.startsWith(`${namespace}:`));
}
