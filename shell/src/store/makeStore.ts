import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createRootReducer, servicesApi, type FoyerRootReducer, type RemoteApiRegistry } from '@foyer/kernel';
import { ConnectorRegistry } from '../connectors/discovery/ConnectorRegistry.js';
import { listenAdapterConnections } from '../connectors/connect/listenAdapterConnections.js';
import { listenConnectorMatches } from '../connectors/discovery/listenConnectorMatches.js';
import { listenRecentWallets } from '../connectors/session/listenRecentWallets.js';
import { listenModalShake } from '../router/listenModalShake.js';
import { listenToasts } from '../toast/listenToasts.js';
import { listenInvalidResponses } from '../logging/listenInvalidResponses.js';
import { createLogger } from '../utils/createLogger.js';
import { createStorage } from '../utils/createStorage.js';
import { isMobile } from '../utils/isMobile.js';
import type { LoadRemoteApi, ShellExtra } from './ShellExtra.js';
import type { AppDispatch, AppStartListening, RootState } from './types.js';

export type MakeStoreParameters = {
  /** Replaces the default registry, storage, logger (silent) or platform check, e.g. in tests. */
  extra?: Partial<ShellExtra>;
  preloadedState?: Parameters<FoyerRootReducer>[0];
};

/**
 * A new store: the kernel's slices and APIs (`combineSlices`, lazy slices injectable through
 * `store.rootReducer`), the APIs' middleware and the shell's listeners. One per Foyer instance
 * and one per test.
 * @example
 * const store = makeStore()
 * store.dispatch(openModal())
 */
export function makeStore({ extra: overrides, preloadedState }: MakeStoreParameters = {}) {
  const extra: ShellExtra = {
    connectors: new ConnectorRegistry(),
    storage: createStorage(),
    logger: createLogger(false),
    isMobile,
    // The loader is fetched on first use: no remote code or MF runtime on the page's first chunk.
    loadRemoteApi: ((id: keyof RemoteApiRegistry) =>
      import('../remote/featureLoaderFor.js').then(({ featureLoaderFor }) => featureLoaderFor(appStore).loadApi(id))) as LoadRemoteApi,
    get startListening() {
      return startListening;
    },
    ...overrides,
  };
  const rootReducer = createRootReducer();
  const listenerMiddleware = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState === undefined ? {} : { preloadedState }),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listenerMiddleware.middleware)
        .concat(servicesApi.middleware),
  });
  const startListening: AppStartListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch, ShellExtra>();
  listenToasts(startListening);
  listenInvalidResponses(startListening);
  listenModalShake(startListening);
  listenConnectorMatches(startListening);
  listenRecentWallets(startListening);
  listenAdapterConnections(startListening);
  const appStore = Object.assign(store, {
    rootReducer,
    extra,
    startListening,
    /** Cancels every listener (running effects are aborted) and drops the API cache and its timers. */
    dispose: () => {
      listenerMiddleware.clearListeners();
      store.dispatch(servicesApi.util.resetApiState());
    },
  });
  return appStore;
}

export type AppStore = ReturnType<typeof makeStore>;
