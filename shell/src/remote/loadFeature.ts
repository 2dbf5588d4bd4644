import type { FeatureId, FeatureManifest } from '@foyer/kernel';
import { FoyerNotCreatedError } from '../FoyerNotCreatedError.js';
import { getFoyer } from '../foyerInstance.js';
import type { AppStore } from '../store/makeStore.js';
import { createFeatureLoader, type FeatureLoader } from './createFeatureLoader.js';

const loaders = new WeakMap<AppStore, FeatureLoader>();

/**
 * The manifest of `featureId` for the page's Foyer instance: loads its remote on first use
 * (only if the feature is enabled) and runs its setup once. Rejects with `FeatureLoadError`.
 * @example
 * const { views } = await loadFeature('receive')
 */
export function loadFeature(featureId: FeatureId): Promise<FeatureManifest> {
  const foyer = getFoyer();
  if (!foyer) return Promise.reject(new FoyerNotCreatedError());
  let loader = loaders.get(foyer.store);
  if (!loader) {
    loader = createFeatureLoader({ store: foyer.store });
    loaders.set(foyer.store, loader);
  }
  return loader.load(featureId);
}
