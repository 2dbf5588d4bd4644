import type { FeatureId } from '../types/features.js';
import type { FeatureManifest } from './FeatureManifest.js';

/**
 * Declares a feature: its id, the views it owns and its one-time setup. A remote's `./feature`
 * module default-exports the result.
 * @example
 * export default defineFeature({
 *   id: 'receive',
 *   views: { WalletReceive: lazy(() => import('./WalletReceive.js')) },
 *   setup: ({ rootReducer }) => { receiveSlice.injectInto(rootReducer) },
 * })
 */
export function defineFeature<const id extends FeatureId>(manifest: FeatureManifest<id>): FeatureManifest<id> {
  return Object.freeze({ ...manifest, views: Object.freeze({ ...manifest.views }) });
}
