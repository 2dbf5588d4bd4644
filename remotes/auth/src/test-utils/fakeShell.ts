import type { ShellBridge } from '@foyer/kernel';

/** In-memory stand-ins for the shell's storage, provider registry and logger. */
export function fakeShell() {
  const values = new Map<string, unknown>();
  const providers = new Map<string, unknown>();
  const shell: Pick<ShellBridge, 'providers' | 'storage' | 'logger'> = {
    storage: {
      get: <value,>(key: string) => values.get(key) as value | undefined,
      set: (key, value) => void values.set(key, value),
      remove: (key) => void values.delete(key),
    },
    providers: {
      get: (id) => providers.get(id),
      set: (id, provider) => void providers.set(id, provider),
      delete: (id) => void providers.delete(id),
      setWatcher: () => {},
    },
    logger: { warn: jest.fn(), error: jest.fn() },
  };
  return { shell, values, providers };
}
