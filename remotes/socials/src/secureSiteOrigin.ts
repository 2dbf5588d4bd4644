import { DEFAULT_ENDPOINTS, type FoyerState } from '@foyer/kernel';

/**
 * The secure site's origin (the `secureSiteUrl` option, else the embedded default): the only
 * origin a social result message is accepted from.
 * @example
 * useSelector(selectSecureSiteOrigin) // 'http://127.0.0.1:3020'
 */
export function selectSecureSiteOrigin(state: Pick<FoyerState, 'options'>): string {
  return new URL(state.options.secureSiteUrl ?? DEFAULT_ENDPOINTS.secureSite).origin;
}
