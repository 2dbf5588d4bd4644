import { connectorAdded, foyerDevChain, mainnet, optionsConfigured, type Connector } from '@foyer/kernel';
import { makeStore } from '../store/makeStore.js';
import { createStorage } from '../utils/createStorage.js';
import type { Logger } from '../utils/createLogger.js';
import type { FakeProvider } from './createFakeProvider.js';

/** A store with the dev chain and mainnet configured, an in-memory storage and a spied logger. */
export function setupConnectorStore({ enableReconnect = true, allowUnsupportedChain = false } = {}) {
  const memory = new Map<string, string>();
  const backend = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  } as Storage;
  const logger: Logger & { warn: jest.Mock; error: jest.Mock } = { enabled: true, warn: jest.fn(), error: jest.fn() };
  const store = makeStore({ extra: { storage: createStorage(() => backend), logger } });
  store.dispatch(
    optionsConfigured({ ...store.getState().options, networks: [foyerDevChain, mainnet], enableReconnect, allowUnsupportedChain }),
  );
  const addWallet = (provider: FakeProvider, connector: Partial<Connector> = {}) => {
    const id = connector.id ?? 'com.example.wallet';
    store.extra.connectors.set(id, provider);
    store.dispatch(connectorAdded({ id, type: 'ANNOUNCED', name: 'Example Wallet', chain: 'eip155', ...connector }));
  };
  return { store, memory, logger, addWallet };
}
