import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { Foyer } from '../Foyer.js';
import { getFoyer, subscribeFoyer } from '../foyerInstance.js';
import { FoyerServerSnapshotContext } from '../ssr/FoyerServerSnapshotContext.js';

/**
 * `read(foyer)` for the page's Foyer instance, re-rendering when its store changes or the
 * instance is created or replaced; `fallback` before `createFoyer` and during server rendering
 * (and hydration), unless a `FoyerProvider` gives the session the server rendered.
 * `read` must return the same value while nothing changed (memoized selectors do).
 */
export function useFoyerSnapshot<value>(read: (foyer: Foyer) => value, fallback: value): value {
  const subscribe = useCallback((onChange: () => void) => {
    let unsubscribeStore = getFoyer()?.store.subscribe(onChange);
    const unsubscribeInstance = subscribeFoyer(() => {
      unsubscribeStore?.();
      unsubscribeStore = getFoyer()?.store.subscribe(onChange);
      onChange();
    });
    return () => {
      unsubscribeStore?.();
      unsubscribeInstance();
    };
  }, []);
  const getSnapshot = () => {
    const foyer = getFoyer();
    return foyer ? read(foyer) : fallback;
  };
  const serverSnapshot = useContext(FoyerServerSnapshotContext);
  return useSyncExternalStore(subscribe, getSnapshot, () => (serverSnapshot ? read(serverSnapshot) : fallback));
}
