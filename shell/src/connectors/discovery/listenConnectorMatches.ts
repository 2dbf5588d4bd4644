import { connectorAdded, connectorsMatched, isServicesQueryFulfilled, type ConnectorMatches } from '@foyer/kernel';
import type { AppStartListening } from '../../store/types.js';
import { selectCatalogueWallets } from '../../wallets/selectCatalogueWallets.js';

const CATALOGUE_WALLET_ENDPOINTS = ['getWallets', 'getWalletsInfinite'];

/**
 * Matches announced wallets to catalogue wallets by rdns (case-insensitive) whenever a connector
 * appears or catalogue wallets load, and records the catalogue id as the connector's `explorerId`.
 */
export function listenConnectorMatches(startListening: AppStartListening): void {
  startListening({
    // The catalogue queries matched by name: RTK Query is not on the first load.
    predicate: (action) => connectorAdded.match(action) || isServicesQueryFulfilled(action, CATALOGUE_WALLET_ENDPOINTS),
    effect: (_action, api) => {
      const state = api.getState();
      const idByRdns = new Map<string, string>();
      for (const wallet of selectCatalogueWallets(state)) {
        if (wallet.rdns) idByRdns.set(wallet.rdns.toLowerCase(), wallet.id);
      }
      const matches: ConnectorMatches = {};
      for (const connector of state.connectors.connectors) {
        const rdns = connector.info?.rdns?.toLowerCase();
        const explorerId = rdns === undefined ? undefined : idByRdns.get(rdns);
        if (explorerId !== undefined && explorerId !== connector.explorerId) matches[connector.id] = explorerId;
      }
      if (Object.keys(matches).length > 0) api.dispatch(connectorsMatched(matches));
    },
  });
}
