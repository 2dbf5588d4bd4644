import type { Eip1193Provider } from '@foyer/kernel';

type Entry = { provider: Eip1193Provider; unwatch?: () => void };

/**
 * Provider objects of the connectors in the store, keyed by connector id. Providers are live
 * objects, so they stay out of Redux state.
 */
export class ConnectorRegistry {
  readonly #entries = new Map<string, Entry>();

  get(connectorId: string): Eip1193Provider | undefined {
    return this.#entries.get(connectorId)?.provider;
  }

  set(connectorId: string, provider: Eip1193Provider): void {
    const entry = this.#entries.get(connectorId);
    if (entry?.provider === provider) return;
    entry?.unwatch?.();
    this.#entries.set(connectorId, { provider });
  }

  delete(connectorId: string): void {
    this.#entries.get(connectorId)?.unwatch?.();
    this.#entries.delete(connectorId);
  }

  /** Keeps the function that stops listening to the provider's events (replacing the previous one). */
  setWatcher(connectorId: string, unwatch: () => void): void {
    const entry = this.#entries.get(connectorId);
    if (!entry) return;
    entry.unwatch?.();
    entry.unwatch = unwatch;
  }

  unwatch(connectorId: string): void {
    const entry = this.#entries.get(connectorId);
    entry?.unwatch?.();
    if (entry) delete entry.unwatch;
  }

  /** Stops every watcher and forgets every provider. */
  clear(): void {
    for (const entry of this.#entries.values()) entry.unwatch?.();
    this.#entries.clear();
  }
}
