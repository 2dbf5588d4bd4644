import type { CaipAddress } from '@foyer/kernel';

/**
 * What a server needs to render a returning user as connected: the account and its connector,
 * as `persistFoyerState` stores them and `foyerStateFromCookie` reads them back.
 */
export type FoyerInitialState = {
  caipAddress: CaipAddress;
  connectorId: string;
};

/** The cookie (and storage key) holding the `FoyerInitialState` of the page's session. */
export const FOYER_STATE_COOKIE = 'foyer.state';
