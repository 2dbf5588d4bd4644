import { isUserRejection } from '@foyer/kernel';
import { FoyerNotCreatedError, createFoyer, getFoyer, type Eip1193Provider, type Foyer, type FoyerOptions } from '@foyer/shell';
import { ChainNotConfiguredError, ProviderNotFoundError, createConnector, type CreateConnectorFn } from '@wagmi/core';
import { SwitchChainError, UserRejectedRequestError, getAddress, numberToHex } from 'viem';
import { connectThroughModal } from './connectThroughModal.js';
import { createForwardingProvider } from './createForwardingProvider.js';
import { readEvmAccount, watchEvmAccount } from './evmAccount.js';
import { toFoyerNetwork } from './toFoyerNetwork.js';
import { waitForInitialized } from './waitForInitialized.js';

export type FoyerParameters = {
  /** The Foyer instance to connect through. Default: one created from `options`, else the page's (`getFoyer()`). */
  foyer?: Foyer | undefined;
  /**
   * Options of the Foyer instance the connector creates (in the browser, when wagmi sets the
   * connector up). `networks` default to wagmi's chains.
   */
  options?: FoyerOptions | undefined;
};

export type FoyerConnectorProperties = {
  /** The Foyer instance behind the connector (created or found on first use). */
  getFoyer(): Foyer;
};

/**
 * What the connector is called with: the part of the connector configuration wagmi 2 and wagmi 3
 * both give (wagmi 3 adds `providers`, which this connector does not read).
 */
type ConnectorConfiguration = Omit<Parameters<CreateConnectorFn>[0], 'providers'>;

/** `foyer()`'s connector: a `CreateConnectorFn` of wagmi 2 and of wagmi 3. */
export type FoyerConnector = (
  config: ConnectorConfiguration,
) => ReturnType<CreateConnectorFn<Eip1193Provider, FoyerConnectorProperties>>;

/**
 * A wagmi connector backed by Foyer, for wagmi 2 and wagmi 3. Connecting opens the Foyer modal and
 * resolves once the user connected an EVM wallet there (closing the modal rejects with
 * `UserRejectedRequestError`); accounts, chain, switching (`foyer.switchNetwork`), disconnecting and
 * reconnecting on reload go through Foyer; the provider is Foyer's EIP-1193 provider, and wallets
 * connected from Foyer's own button show up in wagmi too.
 * @example
 * const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [foyer({ options: { projectId: 'my-project' } })],
 *   transports: { [mainnet.id]: http() },
 * })
 */
export function foyer(parameters: FoyerParameters = {}): FoyerConnector {
  return createConnector<Eip1193Provider, FoyerConnectorProperties, Record<string, unknown>, FoyerConnector>((config) => {
    let instance: Foyer | undefined;
    let provider: Eip1193Provider | undefined;
    let watching = false;

    const resolveFoyer = (): Foyer => {
      const { options } = parameters;
      instance ??=
        parameters.foyer ??
        (options ? createFoyer({ ...options, networks: options.networks ?? config.chains.map(toFoyerNetwork) }) : getFoyer());
      if (instance === undefined) throw new FoyerNotCreatedError({ details: 'Pass foyer({ foyer }) or foyer({ options }), or call createFoyer(options) first.' });
      return instance;
    };

    /** Without a connected EVM wallet: Foyer's selected EVM network when wagmi has it, else wagmi's first chain. */
    const idleChainId = (): number => {
      const selected = resolveFoyer().getState().selectedNetworkId;
      const id = selected?.startsWith('eip155:') ? Number(selected.slice('eip155:'.length)) : undefined;
      return config.chains.find((chain) => chain.id === id)?.id ?? config.chains[0].id;
    };

    return {
      id: 'foyer',
      name: 'Foyer',
      type: foyer.type,
      getFoyer: resolveFoyer,

      async setup() {
        if (typeof window === 'undefined' || watching) return;
        watching = true;
        watchEvmAccount(resolveFoyer(), (next, previous) => {
          if (next === undefined) return this.onDisconnect();
          // Connected in Foyer (its own button, or a restore): wagmi adds the connection when it listens for `connect`.
          if (previous === undefined) return this.onConnect?.({ chainId: numberToHex(next.chainId) });
          if (next.address !== previous.address) this.onAccountsChanged([next.address]);
          if (next.chainId !== previous.chainId) this.onChainChanged(numberToHex(next.chainId));
        });
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const foyer = resolveFoyer();
        await this.setup?.();
        let account = readEvmAccount(foyer);
        if (account === undefined && isReconnecting) {
          await waitForInitialized(foyer);
          account = readEvmAccount(foyer);
          if (account === undefined) throw new ProviderNotFoundError();
        }
        account ??= await connectThroughModal(foyer);

        let currentChainId = account.chainId;
        if (chainId !== undefined && chainId !== currentChainId) {
          const chain = await this.switchChain?.({ chainId }).catch((error: unknown) => {
            if (isUserRejection(error)) throw error;
            return undefined;
          });
          currentChainId = chain?.id ?? currentChainId;
        }
        const accounts = withCapabilities ? [{ address: account.address, capabilities: {} }] : [account.address];
        return { accounts: accounts as never, chainId: currentChainId };
      },

      async disconnect() {
        await resolveFoyer().disconnect();
      },

      async getAccounts() {
        const account = readEvmAccount(resolveFoyer());
        return account ? [account.address] : [];
      },

      async getChainId() {
        return readEvmAccount(resolveFoyer())?.chainId ?? idleChainId();
      },

      async getProvider() {
        if (typeof window === 'undefined') throw new ProviderNotFoundError();
        provider ??= createForwardingProvider(resolveFoyer());
        return provider;
      },

      async isAuthorized() {
        if (typeof window === 'undefined') return false;
        try {
          const foyer = resolveFoyer();
          await waitForInitialized(foyer);
          return readEvmAccount(foyer) !== undefined;
        } catch {
          return false;
        }
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((item) => item.id === chainId);
        const foyer = resolveFoyer();
        const network = foyer.store.getState().options.networks.find((item) => item.caipNetworkId === `eip155:${chainId}`);
        if (chain === undefined || network === undefined) throw new SwitchChainError(new ChainNotConfiguredError());
        try {
          await foyer.switchNetwork(network);
        } catch (error) {
          const cause = error instanceof Error ? error : new Error(String(error));
          if (isUserRejection(error)) throw new UserRejectedRequestError(cause);
          throw new SwitchChainError(cause);
        }
        return chain;
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) });
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) });
      },

      async onConnect(connectInfo) {
        const accounts = await this.getAccounts();
        if (accounts.length === 0) return;
        config.emitter.emit('connect', { accounts, chainId: Number(connectInfo.chainId) });
      },

      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}

foyer.type = 'foyer' as const;
