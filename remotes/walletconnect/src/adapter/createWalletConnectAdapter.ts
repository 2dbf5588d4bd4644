import {
  BaseError,
  ChainNotSupportedError,
  ConnectionRejectedError,
  DisconnectError,
  ModalClosedError,
  NoActiveCaipAddressError,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  WALLET_CONNECT_CONNECTOR_ID,
  accountConnected,
  accountDisconnected,
  connectingFailed,
  connectingReset,
  connectingStarted,
  getProviderErrorCode,
  isUserRejection,
  networkChanged,
  selectActiveNetwork,
  serializeError,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectorAdapter,
  type FoyerStore,
  type ShellBridge,
} from '@foyer/kernel';
import { RELAY_CONNECT_TIMEOUT_MS } from '../constants.js';
import { RelayUnavailableError } from '../errors/RelayUnavailableError.js';
import { buildNamespaces } from '../namespaces.js';
import {
  pairingExpired,
  pairingFailed,
  pairingReset,
  pairingStarted,
  pairingSucceeded,
  pairingUriReceived,
  selectPairing,
  type PairingFailedParameters,
} from '../walletConnectSlice.js';
import { createUniversalProvider } from './createUniversalProvider.js';
import { accountAddress, eventChainId } from './eventChainId.js';
import { providerOptions } from './providerOptions.js';
import { pickAccount, sessionAccounts } from './sessionAccounts.js';
import { RELAYER_CONNECT_EVENT, type CreateWcProvider, type WcProvider, type WcSession, type WcSessionEvent } from './WcProvider.js';

/** EIP-1193 / EIP-3085: the wallet does not know the chain it was asked to switch to. */
const UNRECOGNIZED_CHAIN_CODE = 4902;

export type WalletConnectAdapter = ConnectorAdapter & {
  /**
   * Keeps a pairing going while a pairing view is on screen: starts one if none is running and
   * returns the release function; the last release (after the view left) ends a pending pairing.
   */
  holdPairing(): () => void;
  /** Starts a fresh pairing after a failure (the views' retry). */
  retry(): void;
};

export type CreateWalletConnectAdapterParameters = {
  store: FoyerStore;
  shell: Pick<ShellBridge, 'providers' | 'logger'>;
  /** The provider factory; unit tests pass a fake. */
  createProvider?: CreateWcProvider;
};

type Flow = {
  promise: Promise<void>;
  resolve(): void;
  reject(error: BaseError): void;
};

/**
 * The WalletConnect connector (`walletConnect`): pairs through the configured relay with
 * universal-provider, shows the pairing URI through the `walletConnect` slice, refreshes it
 * before it expires (`PAIRING_EXPIRY_MS`, `PAIRING_EXPIRY_MARGIN_MS`), reports a relay that does
 * not answer within `RELAY_CONNECT_TIMEOUT_MS` and recovers when it comes back, and keeps the
 * store in step with the session (accounts, chain, deletion).
 * @example
 * const adapter = createWalletConnectAdapter({ store, shell })
 * await adapter.connect('walletConnect')
 */
export function createWalletConnectAdapter({
  store,
  shell,
  createProvider = createUniversalProvider,
}: CreateWalletConnectAdapterParameters): WalletConnectAdapter {
  const connectorId = WALLET_CONNECT_CONNECTOR_ID;
  let providerPromise: Promise<WcProvider> | undefined;
  let connected: WcProvider | undefined;
  let watched: WcProvider | undefined;
  let flow: Flow | undefined;
  /** A `connect` call is waiting for its URI (it needs the relay socket for that). */
  let awaitingUri = false;
  let latestAttempt = 0;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let holders = 0;

  function loadProvider(): Promise<WcProvider> {
    providerPromise ??= createProvider(providerOptions(store.getState())).then(
      (provider) => {
        provider.on('display_uri', (uri: string) => onDisplayUri(provider, uri));
        listenToRelay(provider);
        return provider;
      },
      (error: unknown) => {
        providerPromise = undefined;
        throw error;
      },
    );
    return providerPromise;
  }

  // --- pairing flow ---------------------------------------------------------------------------

  function connect(id: string): Promise<void> {
    assertConnector(id);
    if (flow) return flow.promise;
    const current = startFlow();
    store.dispatch(connectingStarted({ connectorId }));
    store.dispatch(pairingStarted());
    loadProvider().then(
      (provider) => {
        if (flow !== current) return;
        if (provider.session) {
          onSession(provider, provider.session);
          return;
        }
        if (awaitingUri) armWatchdog(provider);
        else startAttempt(provider);
      },
      (error: unknown) => fail('error', error instanceof BaseError ? error : new BaseError('Failed to connect', { cause: error })),
    );
    return current.promise;
  }

  function startFlow(): Flow {
    let resolve!: () => void;
    let reject!: (error: BaseError) => void;
    const promise = new Promise<void>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    flow = { promise, resolve, reject };
    return flow;
  }

  function endFlow(): Flow | undefined {
    const ended = flow;
    flow = undefined;
    clearTimeout(watchdog);
    clearTimeout(expiryTimer);
    return ended;
  }

  function startAttempt(provider: WcProvider): void {
    const attempt = ++latestAttempt;
    awaitingUri = true;
    armWatchdog(provider);
    const { networks } = store.getState().options;
    const { apiUrl, projectId } = store.getState().services;
    const optionalNamespaces = buildNamespaces({ networks, apiUrl, projectId: projectId ?? '' });
    provider.connect({ optionalNamespaces }).then(
      (session) => {
        if (session) onSession(provider, session);
      },
      (error: unknown) => onAttemptFailed(error, attempt),
    );
  }

  function onDisplayUri(provider: WcProvider, uri: string): void {
    awaitingUri = false;
    if (!flow) return;
    clearTimeout(watchdog);
    store.dispatch(pairingUriReceived({ uri, expiresAt: Date.now() + PAIRING_EXPIRY_MS }));
    clearTimeout(expiryTimer);
    // Spec §4: a pairing counts as expired when PAIRING_EXPIRY_MARGIN_MS or less remain.
    expiryTimer = setTimeout(() => {
      if (!flow) return;
      store.dispatch(pairingExpired());
      startAttempt(provider);
    }, PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS);
  }

  function armWatchdog(provider: WcProvider): void {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      if (!flow || !awaitingUri) return;
      // The socket is up and the URI is merely slow: keep waiting.
      if (provider.client.core.relayer.connected) armWatchdog(provider);
      else fail('relayDown', new RelayUnavailableError({ relayUrl: providerOptions(store.getState()).relayUrl }));
    }, RELAY_CONNECT_TIMEOUT_MS);
  }

  /** When the relay comes back after a relay-down failure, a view on screen pairs again by itself. */
  function listenToRelay(provider: WcProvider): void {
    const onRelayConnected = () => {
      if (holders > 0 && !flow && selectPairing(store.getState()).status === 'relayDown') {
        connect(connectorId).catch(() => undefined);
      }
    };
    provider.client.core.relayer.on(RELAYER_CONNECT_EVENT, onRelayConnected);
  }

  function onAttemptFailed(error: unknown, attempt: number): void {
    if (attempt === latestAttempt) awaitingUri = false;
    if (isUserRejection(error)) {
      fail('rejected', new ConnectionRejectedError({ cause: error }));
      return;
    }
    // An attempt replaced by a fresher URI (expiry, retry) failing is no news.
    if (attempt !== latestAttempt || selectPairing(store.getState()).status === 'relayDown') return;
    fail('error', error instanceof BaseError ? error : new BaseError('Failed to connect', { cause: error }));
  }

  function fail(status: PairingFailedParameters['status'], error: BaseError): void {
    const ended = endFlow();
    if (!ended) return;
    if (status !== 'rejected') shell.logger.warn('WalletConnect pairing failed.', error);
    const serialized = serializeError(error);
    store.dispatch(pairingFailed({ status, error: serialized }));
    store.dispatch(connectingFailed({ connectorId, status: status === 'rejected' ? 'rejected' : 'error', error: serialized }));
    ended.reject(error);
  }

  function cancel(): void {
    const ended = endFlow();
    if (!ended) {
      if (selectPairing(store.getState()).status !== 'connected') store.dispatch(pairingReset());
      return;
    }
    store.dispatch(pairingReset());
    store.dispatch(connectingReset());
    ended.reject(new ModalClosedError());
  }

  // --- session ---------------------------------------------------------------------------------

  function onSession(provider: WcProvider, session: WcSession): void {
    applySession(provider, session);
    store.dispatch(pairingSucceeded());
    endFlow()?.resolve();
  }

  /** Records the session's accounts, the active family last so that it stays the active one. */
  function applySession(provider: WcProvider, session: WcSession): void {
    const state = store.getState();
    const { networks, defaultCaipNetworkId } = state.options;
    const active =
      selectActiveNetwork(state) ??
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
      store.dispatch(accountConnected({ connectorId, caipAddress, addresses: accounts.accounts }));
    }
    connected = provider;
    shell.providers.set(connectorId, provider);
    watch(provider);
  }

  function ownNamespaces(): ChainNamespace[] {
    const { activeConnectorIds } = store.getState().connection;
    return (Object.keys(activeConnectorIds) as ChainNamespace[]).filter((namespace) => activeConnectorIds[namespace] === connectorId);
  }

  function forgetSession(): void {
    for (const namespace of ownNamespaces()) store.dispatch(accountDisconnected({ namespace }));
    connected = undefined;
    shell.providers.delete(connectorId);
    if (!flow) store.dispatch(pairingReset());
  }

  function watch(provider: WcProvider): void {
    if (watched === provider) return;
    const onEvent = ({ params }: WcSessionEvent) => {
      const namespace = params.chainId.split(':')[0] as ChainNamespace;
      if (!ownNamespaces().includes(namespace)) return;
      const state = store.getState();
      if (params.event.name === 'chainChanged') {
        const caipNetworkId = eventChainId(params.chainId, params.event.data);
        if (caipNetworkId && state.connection.activeNamespace === namespace) store.dispatch(networkChanged({ caipNetworkId }));
      } else if (params.event.name === 'accountsChanged' && Array.isArray(params.event.data)) {
        const addresses = params.event.data.map(accountAddress).filter((item): item is string => item !== undefined);
        const [address] = addresses;
        const account = state.connection.accounts[namespace];
        const chain = account?.caipAddress?.split(':').slice(0, 2).join(':') ?? params.chainId;
        if (address) store.dispatch(accountConnected({ connectorId, caipAddress: `${chain as CaipNetworkId}:${address}`, addresses }));
      }
    };
    const onUpdate = () => {
      const session = provider.session;
      if (!session) return;
      const families = sessionAccounts(session);
      for (const namespace of ownNamespaces()) {
        const accounts = families.find((item) => item.namespace === namespace);
        const current = store.getState().connection.accounts[namespace]?.caipAddress;
        if (!accounts) store.dispatch(accountDisconnected({ namespace }));
        else if (!current || !accounts.caipAddresses.includes(current)) {
          const chain = current?.split(':').slice(0, 2).join(':') as CaipNetworkId | undefined;
          store.dispatch(accountConnected({ connectorId, caipAddress: pickAccount(accounts, chain), addresses: accounts.addresses }));
        }
      }
    };
    const onDelete = () => forgetSession();
    provider.on('session_event', onEvent);
    provider.on('session_update', onUpdate);
    provider.on('session_delete', onDelete);
    watched = provider;
    shell.providers.setWatcher(connectorId, () => {
      provider.removeListener('session_event', onEvent);
      provider.removeListener('session_update', onUpdate);
      provider.removeListener('session_delete', onDelete);
      if (watched === provider) watched = undefined;
    });
  }

  // --- ConnectorAdapter ------------------------------------------------------------------------

  async function restore(id: string): Promise<boolean> {
    assertConnector(id);
    const provider = await loadProvider();
    const session = provider.session;
    if (!session || session.expiry * 1000 <= Date.now()) return false;
    if (sessionAccounts(session).length === 0) return false;
    applySession(provider, session);
    store.dispatch(pairingSucceeded());
    return true;
  }

  async function disconnect(id: string): Promise<void> {
    assertConnector(id);
    const provider = connected ?? (providerPromise ? await providerPromise : undefined);
    try {
      if (provider?.session) await provider.disconnect();
    } catch (error) {
      throw new DisconnectError({ cause: error });
    } finally {
      forgetSession();
    }
  }

  async function switchNetwork(id: string, network: CaipNetwork): Promise<void> {
    assertConnector(id);
    const provider = connected;
    const session = provider?.session;
    if (!provider || !session) throw new NoActiveCaipAddressError();
    const accounts = sessionAccounts(session).find((item) => item.namespace === network.chainNamespace);
    if (accounts?.chains.includes(network.caipNetworkId)) {
      provider.setDefaultChain(network.caipNetworkId);
    } else if (network.chainNamespace === 'eip155' && accounts) {
      await switchEthereumChain(provider, network, accounts.chains[0]);
    } else {
      throw new ChainNotSupportedError({ details: `The wallet approved no account on ${network.caipNetworkId}` });
    }
    store.dispatch(networkChanged({ caipNetworkId: network.caipNetworkId }));
  }

  async function switchEthereumChain(provider: WcProvider, network: CaipNetwork, from: CaipNetworkId | undefined): Promise<void> {
    const chainId = `0x${Number(network.id).toString(16)}`;
    const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, from);
    try {
      await switchChain();
    } catch (error) {
      if (getProviderErrorCode(error) !== UNRECOGNIZED_CHAIN_CODE) throw error;
      await provider.request(
        {
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId,
              chainName: network.name,
              nativeCurrency: network.nativeCurrency,
              rpcUrls: [...network.rpcUrls.default.http],
              blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
            },
          ],
        },
        from,
      );
      await switchChain();
    }
  }

  function assertConnector(id: string): void {
    if (id !== connectorId) throw new BaseError(`Unknown WalletConnect connector "${id}"`);
  }

  return {
    connect,
    restore,
    disconnect,
    switchNetwork,
    getProvider: (id) => (id === connectorId && connected?.session ? connected : undefined),
    holdPairing() {
      holders += 1;
      if (!flow && !connected?.session) connect(connectorId).catch(() => undefined);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        // A view that re-mounts at once (React StrictMode, a re-render of the router) keeps the pairing.
        setTimeout(() => {
          if (holders === 0) cancel();
        }, 0);
      };
    },
    retry() {
      if (!flow) connect(connectorId).catch(() => undefined);
    },
  };
}
