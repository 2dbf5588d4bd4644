import { accountConnected, connectionSlice, networkChanged } from '@foyer/kernel';
import type { Foyer } from '../Foyer.js';
import { getFoyer } from '../foyerInstance.js';
import { makeStore } from '../store/makeStore.js';
import type { FoyerInitialState } from './FoyerInitialState.js';

/**
 * A read-only copy of `foyer` (the page's instance by default) as a server knows it: its options,
 * the default network and, given `initialState`, that account connected. The same on the server and
 * in the browser until hydration is done, since both start from the same options and the same
 * cookie. Undefined without an instance.
 * @example
 * const snapshot = createServerSnapshot(foyerStateFromCookie(cookieHeader))
 */
export function createServerSnapshot(initialState: FoyerInitialState | undefined, foyer: Foyer | undefined = getFoyer()): Foyer | undefined {
  if (foyer === undefined) return undefined;
  const { options, services } = foyer.store.getState();
  // Only what the server also knows: the options and the cookie's account, nothing the browser learnt since.
  const { defaultCaipNetworkId } = options;
  const atStart = connectionSlice.reducer(undefined, defaultCaipNetworkId ? networkChanged({ caipNetworkId: defaultCaipNetworkId }) : { type: 'ssr/serverSnapshot' });
  const connection = initialState === undefined ? atStart : connectionSlice.reducer(atStart, accountConnected(initialState));
  const store = makeStore({ preloadedState: { options, services, connection } });
  return { ...foyer, store, getWalletProvider: () => undefined };
}
