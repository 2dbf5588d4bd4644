import { configureStore, createListenerMiddleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { resolveEndpoints } from '../api/resolveEndpoints.js';
import { servicesApi } from '../api/servicesApi.js';
import { servicesConfigured, type ServicesState } from '../api/servicesSlice.js';
import { foyerDevChain } from '../networks/foyerDevChain.js';
import { createRootReducer, type FoyerRootReducer, type FoyerState, type ServicesApiSlice } from '../store/createRootReducer.js';
import type { FoyerDispatch } from '../store/FoyerStore.js';
import { optionsConfigured, type OptionsState } from '../store/optionsSlice.js';
import type { Features } from '../types/features.js';
import type { CaipNetwork } from '../types/network.js';
import { TEST_API_URL, TEST_PROJECT_ID } from './testEndpoints.js';

/** A slice a remote's `setup` injects (`slice.injectInto(rootReducer)`). */
export type InjectableSlice = { injectInto(rootReducer: FoyerRootReducer): unknown };

/** A store `configureTestStore` can configure: the kernel's test store or the shell's. */
export type ConfigurableStore = { dispatch: FoyerDispatch; getState(): { options: OptionsState } };

export type TestStoreParameters = {
  /** The configured networks (default: the dev chain); the first is the default network. */
  networks?: CaipNetwork[];
  /** Effective features. */
  features?: Features;
  /** Any other option, over the options slice's current state. */
  options?: Partial<OptionsState>;
  /** Project id and endpoints over `TEST_PROJECT_ID` and `TEST_API_URL` (endpoints not given derive from `apiUrl`, as `resolveEndpoints` does). */
  services?: Partial<ServicesState>;
};

/** The state of a test store: the kernel's, with `servicesApi` injected. */
export type TestState = FoyerState & ServicesApiSlice;

export type MakeTestStoreParameters = TestStoreParameters & {
  /** Slices to inject before the store is created, as a remote's `setup` does. */
  slices?: readonly InjectableSlice[];
};

/**
 * Configures `store` for a test as `createFoyer` would: the test project and API URL, `networks`,
 * `features` and `options`. Used by `makeTestStore` and by the shell's store helper.
 * @example
 * configureTestStore(makeStore(), { features: { email: true } })
 */
export function configureTestStore<store extends ConfigurableStore>(
  store: store,
  { networks = [foyerDevChain], features, options = {}, services = {} }: TestStoreParameters = {},
): store {
  store.dispatch(servicesConfigured({ projectId: TEST_PROJECT_ID, ...resolveEndpoints({ apiUrl: TEST_API_URL, ...services }), ...services }));
  store.dispatch(
    optionsConfigured({
      ...store.getState().options,
      networks,
      defaultCaipNetworkId: networks[0]?.caipNetworkId ?? null,
      ...(features === undefined ? {} : { features }),
      ...options,
    }),
  );
  return store;
}

/**
 * A fresh store for one test, as the shell builds it for remotes: the kernel's root reducer with
 * `servicesApi` injected, listener middleware (`addAppListener` works), the services API
 * middleware, configured by
 * `configureTestStore`; `slices` are injected first.
 * @example
 * const store = makeTestStore({ networks: [foyerDevChain, mainnet], features: { email: true }, slices: [authSlice] })
 */
export function makeTestStore({ slices = [], ...parameters }: MakeTestStoreParameters = {}) {
  const rootReducer = createRootReducer();
  for (const slice of slices) slice.injectInto(rootReducer);
  const listeners = createListenerMiddleware();
  // The shell injects the services API when its code loads; a test store has it from the start.
  const reducer: Reducer<TestState, UnknownAction, Partial<TestState>> = rootReducer.inject(servicesApi);
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { warnAfter: 1000 }, immutableCheck: { warnAfter: 1000 } })
        .prepend(listeners.middleware)
        .concat(servicesApi.middleware),
  });
  return configureTestStore(Object.assign(store, { rootReducer, listeners }), parameters);
}

export type TestStore = ReturnType<typeof makeTestStore>;
