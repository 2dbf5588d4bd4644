import { WALLET_CONNECT_CONNECTOR_ID, type ConnectorAdapter, type FoyerStore, type ShellBridge } from '@foyer/kernel';
import type { AdapterContext } from './AdapterContext.js';
import { assertConnector } from './assertConnector.js';
import { createAdapterState } from './createAdapterState.js';
import { createUniversalProvider } from './createUniversalProvider.js';
import { disconnectSession } from './disconnectSession.js';
import { holdPairing } from './holdPairing.js';
import { loadProvider } from './loadProvider.js';
import { restoreSession } from './restoreSession.js';
import { startPairing } from './startPairing.js';
import { switchSessionNetwork } from './switchSessionNetwork.js';
import type { CreateWcProvider } from './WcProvider.js';

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

/**
 * The WalletConnect connector (`walletConnect`): pairs through the configured relay with
 * universal-provider, shows the pairing URI through the `walletConnect` slice, refreshes it
 * before it expires (`PAIRING_EXPIRY_MS`, `PAIRING_EXPIRY_MARGIN_MS`), reports a relay that does
 * not answer within `RELAY_CONNECT_TIMEOUT_MS` and recovers when it comes back, and keeps the
 * store in step with the session (accounts, chain, deletion).
 *
 * The parts, each in its own module over one `AdapterState`: the pairing and its URI
 * (`startPairing`, `holdPairing`), the session (`restoreSession`, `disconnectSession`), the
 * wallet's session events (`watchSession`) and network switching (`switchSessionNetwork`).
 * @example
 * const adapter = createWalletConnectAdapter({ store, shell })
 * await adapter.connect('walletConnect')
 */
export function createWalletConnectAdapter({
  store,
  shell,
  createProvider = createUniversalProvider,
}: CreateWalletConnectAdapterParameters): WalletConnectAdapter {
  const context: AdapterContext = {
    store,
    shell,
    state: createAdapterState(),
    loadProvider: () => loadProvider(context, createProvider),
  };
  const { state } = context;

  return {
    connect(id) {
      assertConnector(id);
      return startPairing(context);
    },
    async restore(id) {
      assertConnector(id);
      return restoreSession(context);
    },
    async disconnect(id) {
      assertConnector(id);
      await disconnectSession(context);
    },
    async switchNetwork(id, network) {
      assertConnector(id);
      await switchSessionNetwork(context, network);
    },
    getProvider: (id) => (id === WALLET_CONNECT_CONNECTOR_ID && state.connected?.session ? state.connected : undefined),
    holdPairing: () => holdPairing(context),
    retry() {
      // The views' retry during a running pairing joins it rather than starting another.
      if (!state.flow) startPairing(context).catch(() => undefined);
    },
  };
}
