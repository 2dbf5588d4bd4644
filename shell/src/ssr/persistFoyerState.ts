import { selectActiveConnectorId } from '@foyer/kernel';
import type { Foyer } from '../Foyer.js';
import { cookieStorage } from './cookieStorage.js';
import { FOYER_STATE_COOKIE, type FoyerInitialState } from './FoyerInitialState.js';
import type { FoyerStateStorage } from './FoyerStateStorage.js';

export type PersistFoyerStateParameters = {
  /** Default `cookieStorage`: the server reads the session from the request's cookies. */
  storage?: FoyerStateStorage;
};

/**
 * Keeps the connected account of `foyer` in `storage` (the `foyer.state` cookie by default) for
 * `foyerStateFromCookie`: written on connect, account or network change; removed on disconnect,
 * but never before start-up has settled (the session being restored is disconnected until then).
 * Returns the function that stops it. Does nothing on a server.
 * @example
 * const foyer = createFoyer({ projectId, networks })
 * persistFoyerState(foyer, { storage: cookieStorage })
 */
export function persistFoyerState(foyer: Foyer, { storage = cookieStorage }: PersistFoyerStateParameters = {}): () => void {
  if (typeof window === 'undefined') return () => {};
  let written: string | null = storage.getItem(FOYER_STATE_COOKIE);
  const sync = () => {
    const account = foyer.getAccount();
    const connectorId = selectActiveConnectorId(foyer.store.getState());
    if (account.isConnected && account.caipAddress !== undefined && connectorId !== undefined) {
      const state: FoyerInitialState = { caipAddress: account.caipAddress, connectorId };
      const value = JSON.stringify(state);
      if (value !== written) storage.setItem(FOYER_STATE_COOKIE, value);
      written = value;
    } else if (account.status === 'disconnected' && foyer.getState().initialized && written !== null) {
      storage.removeItem(FOYER_STATE_COOKIE);
      written = null;
    }
  };
  sync();
  const stops = [foyer.subscribeAccount(sync), foyer.subscribeState(sync)];
  return () => {
    for (const stop of stops) stop();
  };
}
