import { DEFAULT_FEATURES, foyerDevChain, mainnet, type Features, type OptionsState } from '@foyer/kernel';
import { configureTestStore } from '@foyer/kernel/test';
import { makeStore } from '../store/makeStore.js';
import { servicesApiModule } from '../store/servicesApiModule.js';
import type { ShellExtra } from '../store/ShellExtra.js';

export type MakeShellTestStoreParameters = {
  /** Effective features on top of `DEFAULT_FEATURES` (receive, send and allWallets on). */
  features?: Features;
  options?: Partial<OptionsState>;
  /** Replaces parts of the store's extra argument (e.g. a recording logger, an in-memory storage). */
  extra?: Partial<ShellExtra>;
};

/**
 * The shell's real store (its listeners and extra argument) configured by the kit's
 * `configureTestStore` as `createFoyer` would: test project and API URL, the dev chain and
 * mainnet, reconnect and WalletConnect off, a desktop platform; the services API injected (as the
 * modal does before it renders).
 * @example
 * const store = makeShellTestStore({ features: { email: true }, extra: { logger } })
 */
export function makeShellTestStore({ features = {}, options = {}, extra = {} }: MakeShellTestStoreParameters = {}) {
  const store = makeStore({ extra: { isMobile: () => false, ...extra } });
  store.injectServicesApi(servicesApiModule);
  return configureTestStore(store, {
    networks: [foyerDevChain, mainnet],
    // Local features over the defaults, as the shell resolves them.
    features: { ...DEFAULT_FEATURES, ...features },
    options: { enableReconnect: false, enableWalletConnect: false, ...options },
  });
}
