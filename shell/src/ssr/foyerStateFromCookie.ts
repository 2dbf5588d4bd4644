import { isCaipAddress } from '@foyer/kernel';
import { FOYER_STATE_COOKIE, type FoyerInitialState } from './FoyerInitialState.js';
import { readCookie } from './readCookie.js';

/** Longer connector ids are not ours: the cookie was tampered with. */
const CONNECTOR_ID_MAX_LENGTH = 200;

/**
 * The session `persistFoyerState` wrote to the `foyer.state` cookie, read from a request's
 * `Cookie` header (Foyer's `cookieToInitialState`); undefined when absent or invalid (the
 * cookie is user input: the CAIP address is validated).
 * @example
 * const initialState = foyerStateFromCookie((await headers()).get('cookie'))
 */
export function foyerStateFromCookie(cookieHeader: string | null | undefined): FoyerInitialState | undefined {
  const raw = readCookie(cookieHeader, FOYER_STATE_COOKIE);
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { caipAddress, connectorId } = value as Partial<Record<keyof FoyerInitialState, unknown>>;
  if (typeof caipAddress !== 'string' || !isCaipAddress(caipAddress)) return undefined;
  if (typeof connectorId !== 'string' || connectorId === '' || connectorId.length > CONNECTOR_ID_MAX_LENGTH) return undefined;
  return { caipAddress, connectorId };
}
