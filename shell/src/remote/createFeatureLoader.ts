import { featureLoaded, isFeatureEnabled, REMOTE_FEATURE_IDS, type FeatureId, type FeatureManifest } from '@foyer/kernel';
import type { AppStore } from '../store/makeStore.js';
import { FeatureLoadError } from './FeatureLoadError.js';
import { featureRemote, isRemoteFeatureId, type RemoteFeatureId } from './featureRemotes.js';
import type { FederationHost } from './federation.js';

export type FederationModule = { createFederationHost(remotes: ReturnType<typeof featureRemote>[]): FederationHost };

export type FeatureLoaderParameters = {
  store: Pick<AppStore, 'getState' | 'subscribe' | 'dispatch' | 'rootReducer'>;
  /** How the Module Federation runtime module is reached (an `import()`, so it stays lazy). */
  importFederation?: () => Promise<FederationModule>;
};

export type FeatureLoader = {
  /** The manifest of `featureId`, loading its remote and running its setup once. */
  load(featureId: FeatureId): Promise<FeatureManifest>;
};

/**
 * Loads features on demand. The Module Federation runtime is created on the first load, with
 * only the enabled features' remotes registered; a disabled feature is never registered and its
 * remote entry never requested. Each manifest's `setup({ store, rootReducer })` runs once; a
 * failed load is not cached, and the retry fetches the remote entry again.
 * @example
 * const manifest = await createFeatureLoader({ store }).load('receive')
 */
export function createFeatureLoader({
  store,
  importFederation = () => import('./federation.js'),
}: FeatureLoaderParameters): FeatureLoader {
  const manifests = new Map<FeatureId, Promise<FeatureManifest>>();
  const registered = new Set<RemoteFeatureId>();
  const failed = new Set<RemoteFeatureId>();
  const setUp = new Set<FeatureId>();
  let host: Promise<FederationHost> | undefined;

  const remotesUrl = () => store.getState().options.remotesUrl;
  const enabled = (id: FeatureId) => isFeatureEnabled(store.getState().options.features, id);

  const getHost = () => {
    if (!host) {
      host = importFederation().then(({ createFederationHost }) => {
        const ids = REMOTE_FEATURE_IDS.filter(enabled);
        for (const id of ids) registered.add(id);
        return createFederationHost(ids.map((id) => featureRemote(remotesUrl(), id)));
      });
      // A failed import (e.g. a lost chunk) is retried on the next load.
      host.catch(() => (host = undefined));
    }
    return host;
  };

  const loadOnce = async (featureId: FeatureId): Promise<FeatureManifest> => {
    await remoteConfigSettled(store);
    if (!isRemoteFeatureId(featureId) || !enabled(featureId)) throw new FeatureLoadError({ featureId, reason: 'disabled' });

    let module: unknown;
    try {
      const federation = await getHost();
      if (!registered.has(featureId) || failed.has(featureId)) {
        // force: drop what a failed attempt cached, so the remote entry is requested again.
        federation.registerRemotes([featureRemote(remotesUrl(), featureId)], { force: failed.has(featureId) });
        registered.add(featureId);
        failed.delete(featureId);
      }
      module = await federation.loadRemote(`foyer_${featureId}/feature`);
    } catch (error) {
      failed.add(featureId);
      throw new FeatureLoadError({ featureId, reason: 'load-failed', cause: error });
    }

    const manifest = manifestOf(module);
    if (!manifest || manifest.id !== featureId) {
      failed.add(featureId);
      throw new FeatureLoadError({ featureId, reason: 'invalid-manifest' });
    }
    if (!setUp.has(featureId)) {
      try {
        await manifest.setup?.({ store, rootReducer: store.rootReducer });
      } catch (error) {
        throw new FeatureLoadError({ featureId, reason: 'setup-failed', cause: error });
      }
      setUp.add(featureId);
      store.dispatch(featureLoaded({ featureId }));
    }
    return manifest;
  };

  return {
    load(featureId) {
      let pending = manifests.get(featureId);
      if (!pending) {
        pending = loadOnce(featureId);
        manifests.set(featureId, pending);
        pending.catch(() => manifests.delete(featureId));
      }
      return pending;
    },
  };
}

/** The manifest a `./feature` module exports (as default, or as the module itself). */
function manifestOf(module: unknown): FeatureManifest | undefined {
  const candidate = isRecord(module) && isRecord(module['default']) ? module['default'] : module;
  if (!isRecord(candidate) || typeof candidate['id'] !== 'string' || !isRecord(candidate['views'])) return undefined;
  if (candidate['setup'] !== undefined && typeof candidate['setup'] !== 'function') return undefined;
  return candidate as unknown as FeatureManifest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** Resolves once the remote config is loaded, failed or skipped: features are known then. */
function remoteConfigSettled(store: FeatureLoaderParameters['store']): Promise<void> {
  const settled = () => {
    const status = store.getState().options.remoteConfigStatus;
    return status !== 'idle' && status !== 'loading';
  };
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
