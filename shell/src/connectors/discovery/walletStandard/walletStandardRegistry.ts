/**
 * The parts of a Wallet Standard `Wallet` the shell reads. The shell never calls a wallet: the
 * `solana` remote does, with the same objects (see `WALLET_STANDARD_REGISTRY_KEY`).
 */
export type StandardWallet = {
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
};

type RegistryEvent = 'register' | 'unregister';
type RegistryListener = (...wallets: StandardWallet[]) => void;

/**
 * The wallets announced through the Wallet Standard handshake, with the subset of
 * `@wallet-standard/app`'s `Wallets` API that adapters use (`get`, `on`), so the `solana` remote
 * takes it in place of its own `getWallets()` and the handshake runs once per page.
 */
export type WalletStandardRegistry = {
  get(): readonly StandardWallet[];
  on(event: RegistryEvent, listener: RegistryListener): () => void;
  /** What `wallet-standard:app-ready` hands wallets: adds the new ones; returns their unregister. */
  register(...wallets: StandardWallet[]): () => void;
};

/**
 * The key of the shell's `WalletStandardRegistry` in the providers registry (`ShellBridge.providers`).
 * It is not a connector id (those contain no space), so it never collides with one. The `solana`
 * remote reads the same key (`remotes/solana/src/feature.ts`).
 */
export const WALLET_STANDARD_REGISTRY_KEY = 'wallet-standard registry';

/**
 * A registry of Wallet Standard wallets: a wallet object registered twice is kept once.
 * @example
 * const registry = createWalletStandardRegistry()
 * registry.on('register', (...wallets) => wallets.forEach(announce))
 */
export function createWalletStandardRegistry(): WalletStandardRegistry {
  const wallets = new Set<StandardWallet>();
  const listeners: Record<RegistryEvent, Set<RegistryListener>> = { register: new Set(), unregister: new Set() };
  const emit = (event: RegistryEvent, changed: StandardWallet[]) => {
    if (changed.length > 0) for (const listener of [...listeners[event]]) listener(...changed);
  };
  return {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
    register(...registered) {
      const added = registered.filter((wallet) => !wallets.has(wallet));
      for (const wallet of added) wallets.add(wallet);
      emit('register', added);
      return () => emit('unregister', added.filter((wallet) => wallets.delete(wallet)));
    },
  };
}
