/** In-memory storage for a WalletConnect sign-client (its Node default writes a database file in the working directory). */
export class MemoryStorage {
  private readonly items = new Map<string, unknown>();
  async getKeys(): Promise<string[]> {
    return [...this.items.keys()];
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.items.entries()] as [string, T][];
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.items.get(key) as T | undefined;
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.items.set(key, value);
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key);
  }
}
