import { STORAGE_PREFIX } from '@foyer/kernel';

/** JSON values in local storage under the kernel's common key prefix. */
export type FoyerStorage = {
  get<value>(key: string): value | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
};

/**
 * Local storage under `STORAGE_PREFIX`. Never throws: without `localStorage` (SSR, privacy
 * modes, quota) reads return undefined and writes are dropped.
 * @example
 * createStorage().set('recentWallets', ['io.metamask'])
 */
export function createStorage(backend: () => Storage | undefined = defaultBackend): FoyerStorage {
  return {
    get<value>(key: string) {
      try {
        const raw = backend()?.getItem(STORAGE_PREFIX + key);
        return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as value);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        backend()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
      } catch {
        // Storage full or denied: persistence is best effort.
      }
    },
    remove(key) {
      try {
        backend()?.removeItem(STORAGE_PREFIX + key);
      } catch {
        // See set().
      }
    },
  };
}

function defaultBackend(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
