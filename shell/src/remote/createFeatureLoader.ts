import { featureLoaded, REMOTE_IDS, type AnyFeatureManifest, type RemoteApiRegistry, type RemoteId, type ShellBridge } from '@foyer/kernel';
import type { AppStore } from '../store/makeStore.js';
import { bridgeLoggerFor } from '../options/bridgeLoggerFor.js';
import { FeatureLoadError } from './FeatureLoadError.js';
import { featureRemote, isRemoteId } from './featureRemotes.js';
import type { FederationHost } from './federation.js';
import { isRemoteEnabled } from './isRemoteEnabled.js';

export type FederationModule = { createFederationHost(remotes: ReturnType<typeof featureRemote>[]): FederationHost };

export type FeatureLoaderParameters = {
  store: Pick<AppStore, 'getState' | 'subscribe' | 'dispatch' | 'rootReducer' | 'extra'>;
  /** The shell's live objects lent to remotes' setups (`loadRemoteApi` is added by the loader). */
  bridge?: Omit<ShellBridge, 'loadRemoteApi'>;
  /** How the Module Federation runtime module is reached (an `import()`, so it stays lazy). */
  importFederation?: () => Promise<FederationModule>;
};

/** A loaded remote: its manifest and what its setup resolved to (handed to its views and slots as `api`). */
export type LoadedFeature = { manifest: AnyFeatureManifest; api: unknown };

export type FeatureLoader = {
  /** Remote `id`'s manifest and API, loading it and running its setup once. */
  load(id: RemoteId): Promise<LoadedFeature>;
  /** What remote `id`'s setup resolved to (its API, typed by `RemoteApiRegistry`), loading it first. */
  loadApi<id extends keyof RemoteApiRegistry>(id: id): Promise<RemoteApiRegistry[id]>;
};

/**
 * Loads remotes on demand. The Module Federation runtime is created on the first load, with
 * only the enabled remotes registered (`isRemoteEnabled`); a disabled remote is never registered
 * and its remote entry never requested. Each manifest's `setup({ store, rootReducer, shell })`
 * runs once and what it resolves to is kept as the remote's API; a failed load is not cached,
 * and the retry fetches the remote entry again.
 * @example
 * const { manifest, api } = await createFeatureLoader({ store }).load('receive')
 */
export function createFeatureLoader({
  store,
  bridge,
  importFederation = () => import('./federation.js'),
}: FeatureLoaderParameters): FeatureLoader {
  const loaded = new Map<RemoteId, Promise<LoadedFeature>>();
  const registered = new Set<RemoteId>();
  const failed = new Set<RemoteId>();
  let host: Promise<FederationHost> | undefined;

  const remotesUrl = () => store.getState().services.remotesUrl;
  const enabled = (id: RemoteId) => isRemoteEnabled(store.getState(), id);

  const getHost = () => {
    if (!host) {
      host = importFederation().then(({ createFederationHost }) => {
        const ids = REMOTE_IDS.filter(enabled);
        for (const id of ids) registered.add(id);
        return createFederationHost(ids.map((id) => featureRemote(remotesUrl(), id)));
      });
      // A failed import (e.g. a lost chunk) is retried on the next load.
      host.catch(() => (host = undefined));
    }
    return host;
  };

  const loadOnce = async (id: RemoteId): Promise<LoadedFeature> => {
    await remoteConfigSettled(store);
    if (!isRemoteId(id) || !enabled(id)) throw new FeatureLoadError({ featureId: id, reason: 'disabled' });

    let module: unknown;
    try {
      const federation = await getHost();
      if (!registered.has(id) || failed.has(id)) {
        // force: drop what a failed attempt cached, so the remote entry is requested again.
        federation.registerRemotes([featureRemote(remotesUrl(), id)], { force: failed.has(id) });
        registered.add(id);
        failed.delete(id);
      }
      module = await federation.loadRemote(`foyer_${id}/feature`);
    } catch (error) {
      failed.add(id);
      throw new FeatureLoadError({ featureId: id, reason: 'load-failed', cause: error });
    }

    const manifest = manifestOf(module);
    if (!manifest || manifest.id !== id) {
      failed.add(id);
      throw new FeatureLoadError({ featureId: id, reason: 'invalid-manifest' });
    }
    let api: unknown;
    try {
      api = await manifest.setup?.({
        store,
        rootReducer: store.rootReducer,
        get shell() {
          const lent = shellBridge();
          const logger = bridgeLoggerFor(id, lent.logger, store.getState().options.enableAuthLogger);
          return { ...lent, logger, loadRemoteApi: loader.loadApi };
        },
      });
    } catch (error) {
      throw new FeatureLoadError({ featureId: id, reason: 'setup-failed', cause: error });
    }
    if (manifest.messages) {
      // Its texts in the page's language (and the host's overrides) before its first view renders.
      const { localizeFeature } = await import('../ui/i18n/featureMessages.js');
      await localizeFeature(store, id, manifest.messages);
    }
    store.dispatch(featureLoaded({ featureId: id }));
    return { manifest, api };
  };

  const shellBridge = (): Omit<ShellBridge, 'loadRemoteApi'> => {
    if (!bridge) throw new Error('This feature loader was created without the shell bridge.');
    return bridge;
  };

  const loadEntry = (id: RemoteId) => {
    let pending = loaded.get(id);
    if (!pending) {
      pending = loadOnce(id);
      loaded.set(id, pending);
      pending.catch(() => loaded.delete(id));
    }
    return pending;
  };

  const loader: FeatureLoader = {
    load: loadEntry,
    // `defineFeature` checked at the remote's compile time that its setup returns its registry entry.
    loadApi: async <id extends keyof RemoteApiRegistry>(id: id) => (await loadEntry(id)).api as RemoteApiRegistry[id],
  };
  return loader;
}

/** The manifest a `./feature` module exports (as default, or as the module itself). */
function manifestOf(module: unknown): AnyFeatureManifest | undefined {
  const candidate = isRecord(module) && isRecord(module['default']) ? module['default'] : module;
  if (!isRecord(candidate) || typeof candidate['id'] !== 'string' || !isRecord(candidate['views'])) return undefined;
  if (candidate['setup'] !== undefined && typeof candidate['setup'] !== 'function') return undefined;
  if (candidate['slots'] !== undefined && !isRecord(candidate['slots'])) return undefined;
  return candidate as unknown as AnyFeatureManifest;
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
