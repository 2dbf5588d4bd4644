import type { FoyerStateStorage } from './FoyerStateStorage.js';
import { readCookie } from './readCookie.js';

/** How long the session cookie outlives the tab: a returning user is rendered connected for 30 days. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * A `FoyerStateStorage` backed by `document.cookie` (path `/`, `SameSite=Lax`, `Secure` on
 * https), so that the server receives the session with every request. Does nothing on a server.
 * @example
 * persistFoyerState(foyer, { storage: cookieStorage })
 */
export const cookieStorage: FoyerStateStorage = {
  getItem(key) {
    return typeof document === 'undefined' ? null : (readCookie(document.cookie, key) ?? null);
  },
  setItem(key, value) {
    if (typeof document === 'undefined') return;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  },
  removeItem(key) {
    if (typeof document === 'undefined') return;
    document.cookie = `${key}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};
