import { VIEW_TABLE, selectConnector, selectCurrentRoute, type FoyerState } from '@foyer/kernel';
import { kernelMessages } from '../i18n/kernelMessages.js';
import { messages } from '../messages.js';

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
  // A host's untyped `open({ view })` may name a view outside the table (NotAvailable renders it).
  return Object.hasOwn(VIEW_TABLE, route.view) ? kernelMessages.viewTitles[route.view] : messages.notAvailable.title;
}
