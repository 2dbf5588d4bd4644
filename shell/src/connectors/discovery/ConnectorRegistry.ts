import type { Eip1193Provider, ProviderRegistry } from '@foyer/kernel';

type Entry = { provider: unknown; unwatch?: () => void };

/**
 * Provider objects of the connectors in the store, keyed by connector id. Providers are live
 * objects, so they stay out of Redux state.
 */
export class ConnectorRegistry implements ProviderRegistry {
  readonly #entries = new Map<string, Entry>();

  /** The provider of `connectorId`: an EIP-1193 provider for the shell's own connectors, the adapter's provider otherwise. */
  get<provider = Eip1193Provider>(connectorId: string): provider | undefined {
    return this.#entries.get(connectorId)?.provider as provider | undefined;
  }

  set(connectorId: string, provider: unknown): void {
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
