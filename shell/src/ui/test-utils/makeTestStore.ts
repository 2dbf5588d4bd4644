import {
  DEFAULT_FEATURES,
  foyerDevChain,
  mainnet,
  optionsConfigured,
  servicesConfigured,
  type ConfiguredOptions,
  type Features,
} from '@foyer/kernel';
import { makeStore } from '../../store/makeStore.js';
import type { ShellExtra } from '../../store/ShellExtra.js';
import { TEST_API_URL } from './catalogueHandlers.js';

export type MakeTestStoreParameters = {
  /** Effective features on top of `DEFAULT_FEATURES` (receive, send and allWallets on). */
  features?: Features;
  options?: Partial<ConfiguredOptions>;
  /** Replaces parts of the store's extra argument (e.g. a recording logger). */
  extra?: Partial<ShellExtra>;
};

/** A real shell store configured like `createFoyer` would: test project, test API URL, dev chain. */
export function makeTestStore({ features = {}, options = {}, extra = {} }: MakeTestStoreParameters = {}) {
  const store = makeStore({ extra: { isMobile: () => false, ...extra } });
  store.dispatch(servicesConfigured({ projectId: 'test-project', apiUrl: TEST_API_URL }));
  store.dispatch(
    optionsConfigured({
      projectId: 'test-project',
      networks: [foyerDevChain, mainnet],
      defaultCaipNetworkId: foyerDevChain.caipNetworkId,
      metadata: null,
      themeMode: 'light',
      themeVariables: {},
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      enableEIP6963: true,
      enableReconnect: false,
      enableWalletConnect: false,
      enableEmbedded: false,
      basic: false,
      debug: false,
      remotesUrl: `${TEST_API_URL}/remotes`,
      relayUrl: null,
      secureSiteUrl: null,
      ...options,
      // Local features over the defaults, as the shell resolves them.
      features: { ...DEFAULT_FEATURES, ...features },
    }),
  );
  return store;
}
