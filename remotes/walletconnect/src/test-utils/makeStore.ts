import { configureStore } from '@reduxjs/toolkit';
import { createRootReducer, optionsSlice, servicesApi, servicesConfigured, type CaipNetwork } from '@foyer/kernel';
import { walletConnectSlice } from '../walletConnectSlice';

/** A real kernel store with this remote's slice injected, as the shell's setup leaves it. */
export function makeStore(networks: CaipNetwork[], options: Partial<ReturnType<typeof optionsSlice.getInitialState>> = {}) {
  const rootReducer = createRootReducer();
  walletConnectSlice.injectInto(rootReducer);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(servicesApi.middleware),
    preloadedState: {
      options: {
        ...optionsSlice.getInitialState(),
        projectId: 'foyer-demo',
        networks,
        defaultCaipNetworkId: networks[0]?.caipNetworkId ?? null,
        relayUrl: 'ws://127.0.0.1:42001',
        ...options,
      },
    },
  });
  store.dispatch(servicesConfigured({ projectId: 'foyer-demo', apiUrl: 'http://api.test' }));
  return store;
}

export type TestStore = ReturnType<typeof makeStore>;

/** The shell's bridge as the adapter uses it, recording what it is given. */
export function makeShell() {
  const providers = new Map<string, unknown>();
  const watchers = new Map<string, () => void>();
  return {
    providers: {
      get: (id: string) => providers.get(id),
      set: jest.fn((id: string, provider: unknown) => void providers.set(id, provider)),
      delete: jest.fn((id: string) => void providers.delete(id)),
      setWatcher: jest.fn((id: string, unwatch: () => void) => {
        watchers.get(id)?.();
        watchers.set(id, unwatch);
      }),
    },
    logger: { warn: jest.fn(), error: jest.fn() },
    registered: providers,
    watchers,
  };
}
