import {
  ChainNotSupportedError,
  accountConnected,
  connectionRemoved,
  connectorAdded,
  connectorRemoved,
  networkChanged,
  isSolanaStandardWallet,
  selectActiveNetwork,
  selectNetworks,
  solanaConnectorId,
  solanaStandardConnector,
  type CaipNetwork,
  type ConnectorAdapter,
  type FoyerStore,
  type ShellBridge,
} from '@foyer/kernel';
import type { Wallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import { SolanaWalletError, SolanaWalletNotFoundError } from '../errors/SolanaWalletError.js';
import { toConnectError } from '../errors/toConnectError.js';
import { createSolanaProvider } from './createSolanaProvider.js';
import { caipNetworkIdOfWalletChain } from './walletChains.js';

/** How long `restore` waits for a wallet to register (wallets register as the page loads). */
export const WALLET_DISCOVERY_TIMEOUT_MS = 1500;

export type SolanaAdapter = ConnectorAdapter & {
  /** Stops discovery and following wallets (tests, teardown). */
  destroy(): void;
};

export type CreateSolanaAdapterParameters = {
  store: FoyerStore;
  shell: Pick<ShellBridge, 'providers' | 'logger'>;
  /** The Wallet Standard wallets: the shell's registry (see `feature.ts`), or `getWallets()` of @wallet-standard/app. */
  wallets: Pick<Wallets, 'get' | 'on'>;
};

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature>;

function featuresOf(wallet: Wallet): Features {
  return wallet.features as Features;
}

function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  const solana = accounts.filter((account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')));
  return solana.length > 0 ? solana : [...accounts];
}

/**
 * The Solana adapter: discovers Wallet Standard wallets that speak Solana, announces each as an
 * `ANNOUNCED` connector (`chain: 'solana'`, `remote: 'solana'`), and connects, restores and
 * disconnects them. A connected account is reported as `solana:<ref>:<address>` on the active Solana
 * network (else the first configured one), its provider registered with the shell, and the wallet's
 * `standard:events` changes (account switched, disconnected) followed.
 * @example
 * const adapter = createSolanaAdapter({ store, shell, wallets: getWallets() })
 * await adapter.connect('solana:foyer-dev-wallet')
 */
export function createSolanaAdapter({ store, shell, wallets }: CreateSolanaAdapterParameters): SolanaAdapter {
  const known = new Map<string, Wallet>();
  /** Stops following each connected wallet's `standard:events`. */
  const unwatchers = new Map<string, () => void>();
  const unwatch = (connectorId: string): void => {
    unwatchers.get(connectorId)?.();
    unwatchers.delete(connectorId);
  };

  const announce = (wallet: Wallet): void => {
    if (!isSolanaStandardWallet(wallet)) return;
    const connector = solanaStandardConnector(wallet);
    known.set(connector.id, wallet);
    store.dispatch(connectorAdded(connector));
  };
  const forget = (wallet: Wallet): void => {
    const id = solanaConnectorId(wallet.name);
    if (known.get(id) !== wallet) return;
    known.delete(id);
    store.dispatch(connectorRemoved(id));
  };
  for (const wallet of wallets.get()) announce(wallet);
  const stopRegister = wallets.on('register', (...registered) => registered.forEach(announce));
  const stopUnregister = wallets.on('unregister', (...gone) => gone.forEach(forget));

  const requireWallet = (connectorId: string): Wallet => {
    const wallet = known.get(connectorId);
    if (!wallet) throw new SolanaWalletNotFoundError({ connectorId });
    return wallet;
  };

  const waitForWallet = (connectorId: string): Promise<Wallet | undefined> => {
    const present = known.get(connectorId);
    if (present) return Promise.resolve(present);
    return new Promise((resolve) => {
      const done = (wallet: Wallet | undefined): void => {
        clearTimeout(timer);
        off();
        resolve(wallet);
      };
      const timer = setTimeout(() => done(undefined), WALLET_DISCOVERY_TIMEOUT_MS);
      const off = wallets.on('register', () => {
        const wallet = known.get(connectorId);
        if (wallet) done(wallet);
      });
    });
  };

  /** The Solana network to report: the active one when it is Solana, else the first configured. */
  const currentNetwork = (): CaipNetwork => {
    const state = store.getState();
    const active = selectActiveNetwork(state);
    if (active?.chainNamespace === 'solana') return active;
    const configured = selectNetworks(state).find((network) => network.chainNamespace === 'solana');
    if (!configured) throw new ChainNotSupportedError({ details: 'No Solana network is configured' });
    return configured;
  };

  const dropConnection = (connectorId: string): void => {
    unwatch(connectorId);
    shell.providers.delete(connectorId);
    store.dispatch(connectionRemoved({ connectorId, namespace: 'solana' }));
  };

  const report = (connectorId: string, wallet: Wallet, accounts: readonly WalletAccount[]): void => {
    const [account] = solanaAccounts(accounts);
    if (!account) throw new SolanaWalletError({ details: `${wallet.name} returned no Solana account` });
    const network = currentNetwork();
    shell.providers.set(connectorId, createSolanaProvider({ wallet, account, network }));
    store.dispatch(
      accountConnected({
        connectorId,
        caipAddress: `${network.caipNetworkId}:${account.address}`,
        addresses: solanaAccounts(accounts).map((item) => item.address),
      }),
    );
    unwatch(connectorId);
    const events = featuresOf(wallet)['standard:events'];
    if (!events) return;
    const off = events.on('change', ({ accounts: changed }) => {
      if (changed === undefined) return;
      if (solanaAccounts(changed).length === 0) {
        dropConnection(connectorId);
        return;
      }
      try {
        report(connectorId, wallet, changed);
      } catch (error) {
        shell.logger.warn(`Following ${wallet.name} failed.`, error);
      }
    });
    const stop = (): void => {
      off();
      if (unwatchers.get(connectorId) === stop) unwatchers.delete(connectorId);
    };
    unwatchers.set(connectorId, stop);
    shell.providers.setWatcher(connectorId, stop);
  };

  const connectWallet = async (wallet: Wallet, silent: boolean): Promise<readonly WalletAccount[]> => {
    const connect = featuresOf(wallet)['standard:connect'];
    if (!connect) throw new SolanaWalletError({ details: `${wallet.name} does not support standard:connect` });
    try {
      return (await connect.connect(silent ? { silent: true } : undefined)).accounts;
    } catch (error) {
      throw toConnectError(error);
    }
  };

  return {
    async connect(connectorId) {
      const wallet = requireWallet(connectorId);
      report(connectorId, wallet, await connectWallet(wallet, false));
    },
    async restore(connectorId) {
      const wallet = await waitForWallet(connectorId);
      if (!wallet) return false;
      try {
        const accounts = wallet.accounts.length > 0 ? wallet.accounts : await connectWallet(wallet, true);
        if (solanaAccounts(accounts).length === 0) return false;
        report(connectorId, wallet, accounts);
        return true;
      } catch (error) {
        shell.logger.warn(`Could not restore ${wallet.name}.`, error);
        return false;
      }
    },
    async disconnect(connectorId) {
      const wallet = known.get(connectorId);
      dropConnection(connectorId);
      const disconnect = wallet === undefined ? undefined : featuresOf(wallet)['standard:disconnect'];
      if (!disconnect) return;
      try {
        await disconnect.disconnect();
      } catch (error) {
        throw new SolanaWalletError({ cause: error, details: `${wallet?.name ?? connectorId} failed to disconnect` });
      }
    },
    async switchNetwork(connectorId, network) {
      const wallet = requireWallet(connectorId);
      if (network.chainNamespace !== 'solana') throw new ChainNotSupportedError({ details: `${wallet.name} is a Solana wallet` });
      const supported = wallet.chains.some((chain) => caipNetworkIdOfWalletChain(chain) === network.caipNetworkId);
      if (!supported) throw new ChainNotSupportedError({ details: `${wallet.name} does not list ${network.name}` });
      store.dispatch(networkChanged({ caipNetworkId: network.caipNetworkId }));
      const accounts = wallet.accounts.length > 0 ? wallet.accounts : undefined;
      if (accounts) report(connectorId, wallet, accounts);
    },
    getProvider: (connectorId) => shell.providers.get(connectorId),
    destroy() {
      stopRegister();
      stopUnregister();
      for (const connectorId of [...unwatchers.keys()]) unwatch(connectorId);
    },
  };
}
