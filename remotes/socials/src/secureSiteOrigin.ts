import { selectSecureSiteUrl, type FoyerState } from '@foyer/kernel';

/**
 * The secure site's origin (from the `services` slice's resolved `secureSiteUrl`): the only
 * origin a social result message is accepted from.
 * @example
 * useSelector(selectSecureSiteOrigin) // 'http://127.0.0.1:3020'
 */
export function selectSecureSiteOrigin(state: Pick<FoyerState, 'services'>): string {
  return new URL(selectSecureSiteUrl(state)).origin;
}
