import { configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import { createRootReducer, type FoyerRootReducer, type RemoteApiRegistry } from '@foyer/kernel';
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
import type { ServicesApiModule } from './servicesApiModule.js';
import type { LoadRemoteApi, ShellExtra } from './ShellExtra.js';
import type { AppDispatch, AppStartListening, RootState } from './types.js';

export type MakeStoreParameters = {
  /** Replaces the default registry, storage, logger (silent) or platform check, e.g. in tests. */
  extra?: Partial<ShellExtra>;
  preloadedState?: Parameters<FoyerRootReducer>[0];
};

/**
 * A new store: the kernel's slices (`combineSlices`, lazy slices injectable through
 * `store.rootReducer`) and the shell's listeners. One per Foyer instance and one per test.
 * The services API (RTK Query) is not on the page's first load: `loadServicesApi` fetches its
 * code and injects its reducer and middleware (`injectServicesApi` when the caller has the code,
 * as the modal does); dispatch its endpoints only through what these return.
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
  // Where the services API's middleware goes once its code has loaded (same place as a static one).
  const servicesApiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState === undefined ? {} : { preloadedState }),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listenerMiddleware.middleware)
        .concat(servicesApiMiddleware.middleware),
  });
  const startListening: AppStartListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch, ShellExtra>();
  listenToasts(startListening);
  listenInvalidResponses(startListening);
  listenModalShake(startListening);
  listenConnectorMatches(startListening);
  listenRecentWallets(startListening);
  listenAdapterConnections(startListening);
  let servicesApiInjected: ServicesApiModule | undefined;
  let servicesApiLoading: Promise<ServicesApiModule> | undefined;
  let stopApiListeners: (() => void) | undefined;
  const injectServicesApi = (module: ServicesApiModule): ServicesApiModule => {
    if (!servicesApiInjected) {
      rootReducer.inject(module.servicesApi);
      servicesApiMiddleware.addMiddleware(module.servicesApi.middleware);
      servicesApiInjected = module;
      // Back online, what is shown (balances) is asked again once (plan F25).
      stopApiListeners = module.setupListeners(store.dispatch);
      // An injected reducer's state appears with the next action; RTK Query's thunks read it first.
      store.dispatch({ type: 'services/apiInjected' });
    }
    return servicesApiInjected;
  };
  const appStore = Object.assign(store, {
    rootReducer,
    extra,
    startListening,
    /**
     * Injects the services API (reducer and middleware) into this store once; returns what was
     * injected. For code that already holds the API's code (the modal, tests).
     */
    injectServicesApi,
    /**
     * The services API, injected into this store: its code is fetched on the first call (a failed
     * fetch is forgotten, so the next call retries).
     */
    loadServicesApi(): Promise<ServicesApiModule> {
      if (!servicesApiLoading) {
        servicesApiLoading = import('./servicesApiModule.js').then(({ servicesApiModule }) => injectServicesApi(servicesApiModule));
        servicesApiLoading.catch(() => (servicesApiLoading = undefined));
      }
      return servicesApiLoading;
    },
    /** The services API if it is injected already (synchronous reads, e.g. a selector), else undefined. */
    injectedServicesApi: (): ServicesApiModule | undefined => servicesApiInjected,
    /** Cancels every listener (running effects are aborted) and drops the API cache and its timers. */
    dispose: () => {
      listenerMiddleware.clearListeners();
      stopApiListeners?.();
      stopApiListeners = undefined;
      if (servicesApiInjected) store.dispatch(servicesApiInjected.servicesApi.util.resetApiState());
    },
  });
  return appStore;
}

export type AppStore = ReturnType<typeof makeStore>;
