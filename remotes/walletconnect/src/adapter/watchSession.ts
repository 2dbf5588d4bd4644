import {
  WALLET_CONNECT_CONNECTOR_ID,
  accountConnected,
  accountDisconnected,
  networkChanged,
  type CaipNetworkId,
  type ChainNamespace,
} from '@foyer/kernel';
import type { AdapterContext } from './AdapterContext.js';
import { accountAddress, eventChainId } from './eventChainId.js';
import { forgetSession } from './forgetSession.js';
import { ownNamespaces } from './ownNamespaces.js';
import { pickAccount, sessionAccounts } from './sessionAccounts.js';
import type { WcProvider, WcSessionEvent } from './WcProvider.js';

/**
 * Keeps the store in step with the wallet's side of the session: chain and account changes,
 * updated namespaces, deletion. Once per provider; the shell ends it through its watcher.
 */
export function watchSession(context: AdapterContext, provider: WcProvider): void {
  const { shell, state } = context;
  if (state.watched === provider) return;
  const onEvent = (event: WcSessionEvent) => followSessionEvent(context, event);
  const onUpdate = () => followSessionUpdate(context, provider);
  const onDelete = () => forgetSession(context);
  provider.on('session_event', onEvent);
  provider.on('session_update', onUpdate);
  provider.on('session_delete', onDelete);
  state.watched = provider;
  shell.providers.setWatcher(WALLET_CONNECT_CONNECTOR_ID, () => {
    provider.removeListener('session_event', onEvent);
    provider.removeListener('session_update', onUpdate);
    provider.removeListener('session_delete', onDelete);
    if (state.watched === provider) state.watched = undefined;
  });
}

/** `chainChanged` moves the active network; `accountsChanged` replaces the family's account. */
function followSessionEvent({ store }: AdapterContext, { params }: WcSessionEvent): void {
  const namespace = params.chainId.split(':')[0] as ChainNamespace;
  const rootState = store.getState();
  // Another connector owns this family's account now: the event is not ours to apply.
  if (!ownNamespaces(rootState.connection.activeConnectorIds).includes(namespace)) return;
  if (params.event.name === 'chainChanged') {
    const caipNetworkId = eventChainId(params.chainId, params.event.data);
    if (caipNetworkId && rootState.connection.activeNamespace === namespace) store.dispatch(networkChanged({ caipNetworkId }));
  } else if (params.event.name === 'accountsChanged' && Array.isArray(params.event.data)) {
    const addresses = params.event.data.map(accountAddress).filter((item): item is string => item !== undefined);
    const [address] = addresses;
    const account = rootState.connection.accounts[namespace];
    const chain = account?.caipAddress?.split(':').slice(0, 2).join(':') ?? params.chainId;
    if (address) {
      store.dispatch(
        accountConnected({ connectorId: WALLET_CONNECT_CONNECTOR_ID, caipAddress: `${chain as CaipNetworkId}:${address}`, addresses }),
      );
    }
  }
}

/** The wallet changed the session's namespaces: a family it withdrew disconnects, a withdrawn account is replaced. */
function followSessionUpdate({ store }: AdapterContext, provider: WcProvider): void {
  const session = provider.session;
  if (!session) return;
  const families = sessionAccounts(session);
  for (const namespace of ownNamespaces(store.getState().connection.activeConnectorIds)) {
    const accounts = families.find((item) => item.namespace === namespace);
    const current = store.getState().connection.accounts[namespace]?.caipAddress;
    if (!accounts) store.dispatch(accountDisconnected({ namespace }));
    else if (!current || !accounts.caipAddresses.includes(current)) {
      const chain = current?.split(':').slice(0, 2).join(':') as CaipNetworkId | undefined;
      store.dispatch(
        accountConnected({ connectorId: WALLET_CONNECT_CONNECTOR_ID, caipAddress: pickAccount(accounts, chain), addresses: accounts.addresses }),
      );
    }
  }
}
