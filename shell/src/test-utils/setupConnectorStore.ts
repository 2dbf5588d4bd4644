import { connectorAdded, type Connector } from '@foyer/kernel';
import { createStorage } from '../utils/createStorage.js';
import type { Logger } from '../utils/createLogger.js';
import type { FakeProvider } from './createFakeProvider.js';
import { makeShellTestStore } from './makeShellTestStore.js';

/**
 * A shell test store for connector flows (`makeShellTestStore`, reconnect on by default) with an
 * in-memory storage (`memory`), a spied logger and `addWallet`, which announces a fake provider
 * as a connector.
 */
export function setupConnectorStore({ enableReconnect = true, allowUnsupportedChain = false } = {}) {
  const memory = new Map<string, string>();
  const backend = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  } as Storage;
  const logger: Logger & { warn: jest.Mock; error: jest.Mock } = { enabled: true, warn: jest.fn(), error: jest.fn() };
  const store = makeShellTestStore({
    options: { enableReconnect, allowUnsupportedChain },
    extra: { storage: createStorage(() => backend), logger },
  });
  const addWallet = (provider: FakeProvider, connector: Partial<Connector> = {}) => {
    const id = connector.id ?? 'com.example.wallet';
    store.extra.connectors.set(id, provider);
    store.dispatch(connectorAdded({ id, type: 'ANNOUNCED', name: 'Example Wallet', chain: 'eip155', ...connector }));
  };
  return { store, memory, logger, addWallet };
}
