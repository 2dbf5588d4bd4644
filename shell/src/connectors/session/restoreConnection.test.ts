/** @jest-environment node */
import { STORAGE_PREFIX, selectActiveAccount, type ConnectionState } from '@foyer/kernel';
import { FeatureLoadError } from '../../remote/FeatureLoadError.js';
import { createFakeProvider } from '../../test-utils/createFakeProvider.js';
import { setupConnectorStore } from '../../test-utils/setupConnectorStore.js';
import { RECONNECT_DISCOVERY_TIMEOUT_MS, restoreConnection } from './restoreConnection.js';

const KEY = `${STORAGE_PREFIX}connectedConnectorId`;

function recordStatuses(store: ReturnType<typeof setupConnectorStore>['store']) {
  const statuses: ConnectionState['status'][] = [store.getState().connection.status];
  store.subscribe(() => {
    const status = store.getState().connection.status;
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  return statuses;
}

test('the stored wallet still authorizes an account: connecting -> connected, without a prompt', async () => {
  const { store, memory, addWallet } = setupConnectorStore();
  memory.set(KEY, '"com.example.wallet"');
  const provider = createFakeProvider({ authorized: true });
  addWallet(provider);
  const statuses = recordStatuses(store);
  await store.dispatch(restoreConnection());
  expect(statuses).toEqual(['disconnected', 'connecting', 'connected']);
  expect(selectActiveAccount(store.getState())?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  expect(provider.requests.map((request) => request.method)).toEqual(['eth_accounts', 'eth_chainId']);
  expect(provider.listenerCount('accountsChanged')).toBe(1);
});

test('the wallet returns no account: connecting -> disconnected, and the session is forgotten', async () => {
  const { store, memory, addWallet } = setupConnectorStore();
  memory.set(KEY, '"com.example.wallet"');
  addWallet(createFakeProvider({ authorized: false }));
  const statuses = recordStatuses(store);
  await store.dispatch(restoreConnection());
  expect(statuses).toEqual(['disconnected', 'connecting', 'disconnected']);
  expect(memory.has(KEY)).toBe(false);
});

test('waits for the wallet to announce itself', async () => {
  const { store, memory, addWallet } = setupConnectorStore();
  memory.set(KEY, '"com.example.wallet"');
  const pending = store.dispatch(restoreConnection());
  await new Promise((resolve) => setTimeout(resolve, 20));
  addWallet(createFakeProvider({ authorized: true }));
  await pending;
  expect(store.getState().connection.status).toBe('connected');
});

describe('given the wallet never announces', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test(`gives up after ${RECONNECT_DISCOVERY_TIMEOUT_MS} ms`, async () => {
    const { store, memory } = setupConnectorStore();
    memory.set(KEY, '"com.example.wallet"');
    const pending = store.dispatch(restoreConnection());
    expect(store.getState().connection.status).toBe('connecting');
    await jest.advanceTimersByTimeAsync(RECONNECT_DISCOVERY_TIMEOUT_MS);
    await pending;
    expect(store.getState().connection.status).toBe('disconnected');
  });
});

test('nothing stored: nothing happens', async () => {
  const { store } = setupConnectorStore();
  const statuses = recordStatuses(store);
  await store.dispatch(restoreConnection());
  expect(statuses).toEqual(['disconnected']);
});

test('enableReconnect: false forgets the stored session and asks nothing', async () => {
  const { store, memory, addWallet } = setupConnectorStore({ enableReconnect: false });
  memory.set(KEY, '"com.example.wallet"');
  const provider = createFakeProvider({ authorized: true });
  addWallet(provider);
  await store.dispatch(restoreConnection());
  expect(store.getState().connection.status).toBe('disconnected');
  expect(memory.has(KEY)).toBe(false);
  expect(provider.requests).toEqual([]);
});

describe('adapter connections (WalletConnect, Solana, embedded wallet)', () => {
  const CONNECTIONS = `${STORAGE_PREFIX}connections`;
  const stored = JSON.stringify([{ connectorId: 'walletConnect', remote: 'walletconnect' }]);
  const fakeAdapter = (restored: boolean) => ({
    connect: jest.fn(),
    restore: jest.fn(async () => restored),
    disconnect: jest.fn(async () => undefined),
    getProvider: jest.fn(),
  });

  test('each is restored by its adapter, which the remote loader reaches once the config is known', async () => {
    const { store, memory } = setupConnectorStore();
    memory.set(CONNECTIONS, stored);
    const adapter = fakeAdapter(true);
    const loadRemoteApi = jest.fn(async () => adapter);
    store.extra.loadRemoteApi = loadRemoteApi as typeof store.extra.loadRemoteApi;
    await store.dispatch(restoreConnection());
    expect(loadRemoteApi).toHaveBeenCalledWith('walletconnect');
    expect(adapter.restore).toHaveBeenCalledWith('walletConnect');
    expect(memory.get(CONNECTIONS)).toBe(stored);
  });

  test('a session the adapter cannot restore, or an adapter the project disabled, is forgotten', async () => {
    for (const loadRemoteApi of [
      jest.fn(async () => fakeAdapter(false)),
      jest.fn(async () => {
        throw new FeatureLoadError({ featureId: 'walletconnect', reason: 'disabled' });
      }),
    ]) {
      const { store, memory, logger } = setupConnectorStore();
      memory.set(CONNECTIONS, stored);
      store.extra.loadRemoteApi = loadRemoteApi as typeof store.extra.loadRemoteApi;
      await store.dispatch(restoreConnection());
      expect(memory.has(CONNECTIONS)).toBe(false);
      expect(logger.warn).not.toHaveBeenCalled();
      expect(store.getState().connection.status).toBe('disconnected');
    }
  });

  test('with reconnect disabled, the adapter ends the stored session and it is forgotten', async () => {
    const { store, memory } = setupConnectorStore({ enableReconnect: false });
    memory.set(CONNECTIONS, stored);
    const adapter = fakeAdapter(true);
    store.extra.loadRemoteApi = jest.fn(async () => adapter) as typeof store.extra.loadRemoteApi;
    await store.dispatch(restoreConnection());
    expect(adapter.restore).not.toHaveBeenCalled();
    expect(adapter.disconnect).toHaveBeenCalledWith('walletConnect');
    expect(memory.has(CONNECTIONS)).toBe(false);
  });
});
