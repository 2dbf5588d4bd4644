/** A waiter registered by `Wakeups.wait`: `woken` settles on a wake of its key, on `wakeAll` or at its deadline. */
export type Waiter = { woken: Promise<void>; cancel(): void };

/** The local waiters of a `RecordStore`, by key: woken by a write on this instance or by a message from another one. */
export class Wakeups {
  readonly #waiters = new Map<string, Set<() => void>>();

  /** Registers a waiter on `key` now (so a wake that comes before it is awaited is not missed). */
  wait(key: string, waitMs: number): Waiter {
    let done = (): void => undefined;
    const woken = new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), waitMs);
      done = () => {
        clearTimeout(timer);
        const waiters = this.#waiters.get(key);
        waiters?.delete(done);
        if (waiters?.size === 0) this.#waiters.delete(key);
        resolve();
      };
    });
    const waiters = this.#waiters.get(key) ?? new Set();
    waiters.add(done);
    this.#waiters.set(key, waiters);
    return { woken, cancel: () => done() };
  }

  wake(key: string): void {
    for (const done of [...(this.#waiters.get(key) ?? [])]) done();
  }

  /** Wakes everyone (the shared store's connection failed: each waiter re-reads and gets the error at once). */
  wakeAll(): void {
    for (const key of [...this.#waiters.keys()]) this.wake(key);
  }
}

/** `RecordStore.waitFor` on top of `get` and the store's wakeups (woken under `key`). */
export async function waitForRecord<T>(get: () => Promise<T | undefined>, wakeups: Wakeups, key: string, waitMs: number): Promise<T | undefined> {
  const waiter = wakeups.wait(key, waitMs);
  try {
    const found = await get();
    if (found !== undefined) return found;
    await waiter.woken;
    return await get();
  } finally {
    waiter.cancel();
  }
}
