import type { FoyerStore, ShellBridge } from '@foyer/kernel';
import type { AdapterState } from './createAdapterState.js';
import type { WcProvider } from './WcProvider.js';

/** What every part of the WalletConnect adapter works with: the store, the shell, the adapter's state. */
export type AdapterContext = {
  store: FoyerStore;
  shell: Pick<ShellBridge, 'providers' | 'logger'>;
  state: AdapterState;
  /**
   * The provider, created on first use. A function of the context rather than an import so that
   * the pairing, which the provider's relay events restart, does not import its own caller.
   */
  loadProvider(): Promise<WcProvider>;
};
