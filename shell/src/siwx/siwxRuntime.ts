import type { CaipNetworkId, SIWXConfig } from '@foyer/kernel';

/** What the sign-in flow keeps beside the store: the host's config and the last network signed per account. */
export type SiwxRuntime = {
  config: SIWXConfig;
  /** `<namespace>:<address>` → the last network with a session (cancel switches back to it). */
  lastSigned: Map<string, CaipNetworkId>;
  /** The CAIP address last checked (a repeated `accountConnected` for it asks nothing). */
  checked: string | undefined;
};

// Keyed by the store's extra argument (one per Foyer instance and per test store), so thunks reach it.
const runtimes = new WeakMap<object, SiwxRuntime>();

/**
 * The sign-in runtime of a store (its `extra` argument), when `siwx` or `siweConfig` is set.
 * @example
 * const runtime = siwxRuntimeOf(extra)
 */
export function siwxRuntimeOf(extra: object): SiwxRuntime | undefined {
  return runtimes.get(extra);
}

/** Installs (or, with `undefined`, removes) the sign-in runtime of a store's extra argument. */
export function setSiwxRuntime(extra: object, config: SIWXConfig | undefined): SiwxRuntime | undefined {
  if (!config) {
    runtimes.delete(extra);
    return undefined;
  }
  const runtime: SiwxRuntime = { config, lastSigned: new Map(), checked: undefined };
  runtimes.set(extra, runtime);
  return runtime;
}

/** The key of an account in `lastSigned`. */
export function accountKey(caipNetworkId: string, address: string): string {
  const namespace = caipNetworkId.split(':')[0] ?? '';
  return `${namespace}:${namespace === 'eip155' ? address.toLowerCase() : address}`;
}
