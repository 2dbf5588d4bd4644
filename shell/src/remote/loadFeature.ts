import type { RemoteId } from '@foyer/kernel';
import { FoyerNotCreatedError } from '../FoyerNotCreatedError.js';
import { getFoyer } from '../foyerInstance.js';
import type { LoadedFeature } from './createFeatureLoader.js';
import { featureLoaderFor } from './featureLoaderFor.js';

/**
 * The manifest and API of remote `id` for the page's Foyer instance: loads the remote on first
 * use (only if it is enabled) and runs its setup once. Rejects with `FeatureLoadError`.
 * @example
 * const { manifest, api } = await loadFeature('receive')
 */
export function loadFeature(id: RemoteId): Promise<LoadedFeature> {
  const foyer = getFoyer();
  if (!foyer) return Promise.reject(new FoyerNotCreatedError());
  return featureLoaderFor(foyer.store).load(id);
}
