import { VIEW_TABLE, selectConnector, selectCurrentRoute, type FoyerState } from '@foyer/kernel';

/** The header title of the current view (the wallet's name while connecting to it, the network's while switching). */
export function selectViewTitle(state: FoyerState): string {
  const route = selectCurrentRoute(state);
  if (route.view === 'ConnectingExternal' && route.data) {
    const connector = selectConnector(state, route.data.connectorId);
    if (connector) return connector.name;
  }
  if ((route.view === 'SwitchNetwork' || route.view === 'SwitchActiveChain') && route.data) {
    return route.data.network.name;
  }
  return VIEW_TABLE[route.view].title;
}
