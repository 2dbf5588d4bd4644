import type { FeatureManifest, RemoteId } from '@foyer/kernel';
import { FoyerNotCreatedError } from '../FoyerNotCreatedError.js';
import { getFoyer } from '../foyerInstance.js';
import { featureLoaderFor } from './featureLoaderFor.js';

/**
 * The manifest of remote `id` for the page's Foyer instance: loads the remote on first use
 * (only if it is enabled) and runs its setup once. Rejects with `FeatureLoadError`.
 * @example
 * const { views } = await loadFeature('receive')
 */
export function loadFeature(id: RemoteId): Promise<FeatureManifest> {
  const foyer = getFoyer();
  if (!foyer) return Promise.reject(new FoyerNotCreatedError());
  return featureLoaderFor(foyer.store).load(id);
}
