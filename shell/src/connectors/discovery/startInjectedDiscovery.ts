import {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  connectorAdded,
  connectorRemoved,
  selectActiveConnectorId,
  selectConnector,
  selectConnectors,
  type Eip1193Provider,
} from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';
import { LEGACY_INJECTED_CONNECTOR_ID } from './connectorIds.js';
import { legacyWalletName } from './legacyWalletName.js';
import { validateEip6963Detail } from './validateEip6963Detail.js';

/**
 * Discovers browser wallets: listens for EIP-6963 announcements (unless `enableEIP6963` is
 * false), asks wallets to announce, and falls back to a legacy `window.ethereum` connector when
 * none did. Announced wallets get the connector id `info.rdns`. Returns a function that stops
 * listening. Does nothing without a browser.
 * @example
 * const stop = store.dispatch(startInjectedDiscovery())
 */
export function startInjectedDiscovery(): AppThunk<() => void> {
  return (dispatch, getState, { connectors, logger }) => {
    if (typeof window === 'undefined') return () => {};
    const providerByUuid = new Map<string, Eip1193Provider>();

    const onAnnounce = (event: Event) => {
      const result = validateEip6963Detail((event as Partial<CustomEvent>).detail);
      if (!result.ok) {
        logger.warn(`Ignored an EIP-6963 wallet announcement: ${result.reason}.`);
        return;
      }
      const { info, provider, icon, warnings } = result;
      const known = providerByUuid.get(info.uuid);
      if (known !== undefined) {
        if (known !== provider) {
          logger.warn(`Two providers announced uuid ${info.uuid} (possible imitation); kept the first.`);
        }
        return;
      }
      providerByUuid.set(info.uuid, provider);
      if (selectConnector(getState(), info.rdns)) {
        logger.warn(`Two wallets announced rdns ${info.rdns}; kept the first.`);
        return;
      }
      for (const warning of warnings) logger.warn(`${info.rdns}: ${warning}.`);
      connectors.set(info.rdns, provider);
      dispatch(
        connectorAdded({
          id: info.rdns,
          type: 'ANNOUNCED',
          name: info.name,
          chain: 'eip155',
          ...(icon === undefined ? {} : { imageUrl: icon }),
          info: { uuid: info.uuid, name: info.name, rdns: info.rdns },
        }),
      );
      removeLegacyConnector();
    };

    const removeLegacyConnector = () => {
      const state = getState();
      if (!selectConnector(state, LEGACY_INJECTED_CONNECTOR_ID)) return;
      if (selectActiveConnectorId(state) === LEGACY_INJECTED_CONNECTOR_ID) return;
      connectors.delete(LEGACY_INJECTED_CONNECTOR_ID);
      dispatch(connectorRemoved(LEGACY_INJECTED_CONNECTOR_ID));
    };

    const addLegacyConnector = () => {
      const ethereum = (window as Window & { ethereum?: unknown }).ethereum;
      if (ethereum === null || typeof ethereum !== 'object') return;
      if (typeof (ethereum as { request?: unknown }).request !== 'function') return;
      if (selectConnectors(getState()).some((connector) => connector.type === 'ANNOUNCED')) return;
      connectors.set(LEGACY_INJECTED_CONNECTOR_ID, ethereum as Eip1193Provider);
      dispatch(
        connectorAdded({
          id: LEGACY_INJECTED_CONNECTOR_ID,
          type: 'INJECTED',
          name: legacyWalletName(ethereum),
          chain: 'eip155',
        }),
      );
    };

    const enabled = getState().options.enableEIP6963;
    if (enabled) {
      window.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
      // Wallets that announced before this listener existed announce again on request.
      window.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
    }
    addLegacyConnector();
    return () => {
      if (enabled) window.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
    };
  };
}
