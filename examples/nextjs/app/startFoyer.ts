import { createFoyer, foyerDevChain, getFoyer, mainnet, persistFoyerState, type Foyer } from '@foyer/shell';

export type StartFoyerParameters = { apiUrl: string; projectId: string };

/**
 * The page's Foyer instance, created once per JavaScript realm: on the server one serves every
 * request (it only holds the options: creating it there touches no browser API), in the browser
 * it restores the wallet session and keeps it in the `foyer.state` cookie for the next request.
 */
export function startFoyer({ apiUrl, projectId }: StartFoyerParameters): Foyer {
  const existing = getFoyer();
  if (existing) return existing;
  const foyer = createFoyer({ projectId, apiUrl, networks: [foyerDevChain, mainnet], defaultNetwork: foyerDevChain });
  persistFoyerState(foyer);
  return foyer;
}
