import { WALLET_CONNECT_CONNECTOR_ID, accountConnected, selectActiveNetwork } from '@foyer/kernel';
import type { AdapterContext } from './AdapterContext.js';
import { pickAccount, sessionAccounts } from './sessionAccounts.js';
import { watchSession } from './watchSession.js';
import type { WcProvider, WcSession } from './WcProvider.js';

/**
 * Records the session's accounts, the active family last so that it stays the active one, hands
 * the provider to the shell and follows the session's events from now on.
 */
export function applySession(context: AdapterContext, provider: WcProvider, session: WcSession): void {
  const { store, shell, state } = context;
  const rootState = store.getState();
  const { networks, defaultCaipNetworkId } = rootState.options;
  const active =
    selectActiveNetwork(rootState) ??
    networks.find((network) => network.caipNetworkId === defaultCaipNetworkId) ??
    networks[0];
  const families = sessionAccounts(session).sort(
    (a, b) => Number(a.namespace === active?.chainNamespace) - Number(b.namespace === active?.chainNamespace),
  );
  for (const accounts of families) {
    const preferred =
      active?.chainNamespace === accounts.namespace && accounts.chains.includes(active.caipNetworkId)
        ? active.caipNetworkId
        : networks.find((network) => accounts.chains.includes(network.caipNetworkId))?.caipNetworkId;
    const caipAddress = pickAccount(accounts, preferred);
    const chain = caipAddress.split(':').slice(0, 2).join(':');
    if (accounts.namespace === 'eip155') provider.setDefaultChain(chain);
    store.dispatch(accountConnected({ connectorId: WALLET_CONNECT_CONNECTOR_ID, caipAddress, addresses: accounts.accounts }));
  }
  state.connected = provider;
  shell.providers.set(WALLET_CONNECT_CONNECTOR_ID, provider);
  watchSession(context, provider);
}
