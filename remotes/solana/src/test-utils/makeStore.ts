import { configureStore } from '@reduxjs/toolkit';
import { createRootReducer, optionsSlice, type CaipNetwork } from '@foyer/kernel';

/** A real kernel store configured with `networks`, as the shell leaves it before a remote's setup. */
export function makeStore(networks: CaipNetwork[]) {
  return configureStore({
    reducer: createRootReducer(),
    preloadedState: {
      options: { ...optionsSlice.getInitialState(), networks, defaultCaipNetworkId: networks[0]?.caipNetworkId ?? null },
    },
  });
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
