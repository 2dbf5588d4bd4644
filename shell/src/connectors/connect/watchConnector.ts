import { accountConnected, caipAddressParts, formatEvmCaipAddress, networkChanged, type Eip1193ProviderRpcError } from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';
import { forgetConnection } from '../disconnect/forgetConnection.js';
import { openUnsupportedChainIfNeeded } from '../network/openUnsupportedChainIfNeeded.js';
import { parseAccounts, parseChainId } from './walletResponses.js';

/** EIP-1193 `disconnect` code MetaMask uses while it reconnects to its node: not a real disconnect. */
const RECONNECTING_CODE = 1013;

/**
 * Follows the wallet's `accountsChanged`, `chainChanged` and `disconnect` events for the
 * connected connector `connectorId` and records them in the store (spec §4 "Account or network
 * changes from the wallet update the active network"). Replaces any previous watcher.
 */
export function watchConnector(connectorId: string): AppThunk {
  return (dispatch, getState, { connectors, logger }) => {
    const provider = connectors.get(connectorId);
    if (!provider) return;
    const isActive = () => getState().connection.activeConnectorIds.eip155 === connectorId;

    const onAccountsChanged = (accounts: unknown) => {
      if (!isActive()) return;
      let addresses: string[];
      try {
        addresses = parseAccounts(accounts, 'accountsChanged');
      } catch (error) {
        logger.warn('Ignored an invalid accountsChanged event.', error);
        return;
      }
      const [address] = addresses;
      if (address === undefined) {
        dispatch(forgetConnection('eip155'));
        return;
      }
      const caipAddress = getState().connection.accounts.eip155?.caipAddress;
      const reference = caipAddress === undefined ? undefined : caipAddressParts(caipAddress).chainId;
      if (reference === undefined) return;
      dispatch(accountConnected({ connectorId, caipAddress: formatEvmCaipAddress(reference, address), addresses }));
    };

    const onChainChanged = (chainId: unknown) => {
      if (!isActive()) return;
      const id = parseChainId(chainId);
      if (id === undefined) {
        logger.warn('Ignored an invalid chainChanged event.', chainId);
        return;
      }
      if (getState().connection.activeCaipNetworkId === `eip155:${id}`) return;
      dispatch(networkChanged({ caipNetworkId: `eip155:${id}` }));
      dispatch(openUnsupportedChainIfNeeded());
    };

    const onDisconnect = (error?: Partial<Eip1193ProviderRpcError>) => {
      if (!isActive() || error?.code === RECONNECTING_CODE) return;
      dispatch(forgetConnection('eip155'));
    };

    provider.on('accountsChanged', onAccountsChanged);
    provider.on('chainChanged', onChainChanged);
    provider.on('disconnect', onDisconnect);
    connectors.setWatcher(connectorId, () => {
      provider.removeListener('accountsChanged', onAccountsChanged);
      provider.removeListener('chainChanged', onChainChanged);
      provider.removeListener('disconnect', onDisconnect);
    });
  };
}
