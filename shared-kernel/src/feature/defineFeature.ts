import type { RemoteId } from '../types/remote.js';
import type { FeatureManifest, FeatureSlots, OwnedFeatureViews } from './FeatureManifest.js';
import type { RemoteApi } from './RemoteApiRegistry.js';

/**
 * Declares a remote (a feature, or an adapter carrying a connector): its id, the views and slots it
 * owns and its one-time setup, whose result is the remote's API (it must match the remote's
 * `RemoteApiRegistry` entry) and is handed to its views and slots as `api`. A remote's `./feature`
 * module default-exports the result.
 * @example
 * export default defineFeature({
 *   id: 'receive',
 *   views: { WalletReceive: lazy(() => import('./WalletReceive.js')) },
 *   setup: ({ rootReducer }) => { receiveSlice.injectInto(rootReducer) },
 * })
 */
export function defineFeature<const id extends RemoteId, api extends RemoteApi<id> = RemoteApi<id>>(
  // `views` must list exactly the views the kernel's view table gives `id`: a view added or
  // dropped on one side only fails to compile.
  manifest: Omit<FeatureManifest<id, api>, 'views'> & { views: OwnedFeatureViews<id, api>; slots?: FeatureSlots<api> },
): FeatureManifest<id, api> {
  return Object.freeze({
    ...manifest,
    views: Object.freeze({ ...manifest.views }),
    ...(manifest.slots ? { slots: Object.freeze({ ...manifest.slots }) } : {}),
  });
}
