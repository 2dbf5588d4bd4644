import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createRootReducer, optionsSlice, foyerDevChain, type CaipNetwork } from '@foyer/kernel';
import { authSlice } from '../authSlice';

/** A real kernel store with the listener middleware (as the shell's) and the auth slice injected. */
export function makeAuthTestStore(networks: CaipNetwork[] = [foyerDevChain]) {
  const rootReducer = createRootReducer();
  authSlice.injectInto(rootReducer);
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { options: { ...optionsSlice.getInitialState(), networks, projectId: 'foyer-demo-embedded' } },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { warnAfter: 1000 }, immutableCheck: { warnAfter: 1000 } }).prepend(
        listeners.middleware,
      ),
  });
  return Object.assign(store, { rootReducer });
}

export type AuthTestStore = ReturnType<typeof makeAuthTestStore>;
