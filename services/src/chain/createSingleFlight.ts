/** `run(key, load)`: `load()`'s promise, shared by every caller that asks for `key` while it is pending. */
export type SingleFlight<Value> = (key: string, load: () => Promise<Value>) => Promise<Value>;

/**
 * Coalesces concurrent identical reads: a caller that asks for a key while a load of that key is in flight waits for
 * that load instead of starting another (under load, one node call per burst instead of one per request). Nothing
 * is kept once the load settles, so the next caller after it reads anew; a failed load fails every caller that
 * shared it.
 * @example
 * const shared = createSingleFlight<string>();
 * const [a, b] = await Promise.all([shared('head', readHead), shared('head', readHead)]); // one readHead()
 */
export function createSingleFlight<Value>(): SingleFlight<Value> {
  const inFlight = new Map<string, Promise<Value>>();
  return (key, load) => {
    const pending = inFlight.get(key);
    if (pending !== undefined) return pending;
    const loading = load().finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  };
}
