/** @jest-environment node */
import {
  STORAGE_PREFIX,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectConnectingState,
  selectCurrentRoute,
  selectModal,
  selectRecentWalletIds,
} from '@foyer/kernel';
import { openModal } from '../../router/openModal.js';
import { createFakeProvider } from '../../test-utils/createFakeProvider.js';
import { setupConnectorStore } from '../../test-utils/setupConnectorStore.js';
import { disconnect } from '../disconnect/disconnect.js';
import { connectConnector } from './connectConnector.js';

const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

test('success: ConnectingExternal, then connected with a checksummed CAIP address, and the modal closes', async () => {
  const { store, memory, addWallet } = setupConnectorStore();
  const provider = createFakeProvider({ accounts: [lower], chainId: 31337 });
  addWallet(provider);
  store.dispatch(openModal());

  const pending = store.dispatch(connectConnector('com.example.wallet'));
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'com.example.wallet' } });
  expect(selectConnectingState(store.getState())).toEqual({ connectorId: 'com.example.wallet', status: 'connecting' });
  expect(store.getState().connection.status).toBe('connecting');

  await expect(pending).resolves.toBe(true);
  const state = store.getState();
  expect(selectActiveAccount(state)).toEqual({ caipAddress: `eip155:31337:${checksummed}`, address: checksummed, status: 'connected' });
  expect(selectActiveCaipNetworkId(state)).toBe('eip155:31337');
  expect(state.connection.status).toBe('connected');
  expect(state.connection.connections).toEqual([
    { connectorId: 'com.example.wallet', accounts: [{ address: lower }], caipNetworkId: 'eip155:31337' },
  ]);
  expect(selectConnectingState(state).status).toBe('idle');
  expect(selectModal(state).open).toBe(false);
  expect(provider.requests.map((request) => request.method)).toEqual(['eth_requestAccounts', 'eth_chainId']);
  expect(memory.get(`${STORAGE_PREFIX}connectedConnectorId`)).toBe('"com.example.wallet"');
});

test('the recent wallet is the catalogue id when matched, persisted, at most 2', async () => {
  const { store, memory, addWallet } = setupConnectorStore();
  addWallet(createFakeProvider(), { id: 'io.metamask', explorerId: 'mm-id' });
  addWallet(createFakeProvider(), { id: 'dev.foyer.wallet' });
  addWallet(createFakeProvider(), { id: 'com.third.wallet' });
  await store.dispatch(connectConnector('io.metamask'));
  await store.dispatch(connectConnector('dev.foyer.wallet'));
  expect(selectRecentWalletIds(store.getState())).toEqual(['dev.foyer.wallet', 'mm-id']);
  await store.dispatch(connectConnector('com.third.wallet'));
  expect(selectRecentWalletIds(store.getState())).toEqual(['com.third.wallet', 'dev.foyer.wallet']);
  expect(JSON.parse(memory.get(`${STORAGE_PREFIX}recentWallets`) ?? 'null')).toEqual(['com.third.wallet', 'dev.foyer.wallet']);
});

describe('behavior: user rejects request', () => {
  test("ConnectingExternal shows 'Connection rejected' and stays open; retrying connects", async () => {
    const { store, addWallet, logger } = setupConnectorStore();
    const provider = createFakeProvider({ reject: true });
    addWallet(provider);
    store.dispatch(openModal());

    await expect(store.dispatch(connectConnector('com.example.wallet'))).resolves.toBe(false);
    expect(selectConnectingState(store.getState())).toEqual({
      connectorId: 'com.example.wallet',
      status: 'rejected',
      error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected' },
    });
    expect(store.getState().connection.status).toBe('disconnected');
    expect(selectModal(store.getState()).open).toBe(true);
    expect(selectCurrentRoute(store.getState()).view).toBe('ConnectingExternal');
    expect(logger.error).not.toHaveBeenCalled();

    provider.setReject(false);
    await expect(store.dispatch(connectConnector('com.example.wallet'))).resolves.toBe(true);
    expect(store.getState().router.history).toEqual([{ view: 'Connect' }]);
    expect(store.getState().connection.status).toBe('connected');
  });
});

test('a wallet error other than a rejection is an error state with its message', async () => {
  const { store, addWallet } = setupConnectorStore();
  const provider = createFakeProvider();
  provider.request = async () => {
    throw Object.assign(new Error('Internal error'), { code: -32603 });
  };
  addWallet(provider);
  await store.dispatch(connectConnector('com.example.wallet'));
  expect(selectConnectingState(store.getState())).toMatchObject({ status: 'error', error: { message: 'Internal error' } });
});

test('an unknown connector fails with Connector not found', async () => {
  const { store } = setupConnectorStore();
  await store.dispatch(connectConnector('nope'));
  expect(selectConnectingState(store.getState())).toMatchObject({ status: 'error', error: { code: 'CONNECTOR_NOT_FOUND' } });
});

test('a wallet on a network that is not configured opens UnsupportedChain', async () => {
  const { store, addWallet } = setupConnectorStore();
  addWallet(createFakeProvider({ chainId: 10 }));
  store.dispatch(openModal());
  await store.dispatch(connectConnector('com.example.wallet'));
  expect(selectModal(store.getState()).open).toBe(true);
  expect(selectCurrentRoute(store.getState()).view).toBe('UnsupportedChain');
});

test('with allowUnsupportedChain the modal closes on any network', async () => {
  const { store, addWallet } = setupConnectorStore({ allowUnsupportedChain: true });
  addWallet(createFakeProvider({ chainId: 10 }));
  store.dispatch(openModal());
  await store.dispatch(connectConnector('com.example.wallet'));
  expect(selectModal(store.getState()).open).toBe(false);
});

describe('wallet events after connecting', () => {
  async function connected() {
    const setup = setupConnectorStore();
    const provider = createFakeProvider({ accounts: [lower] });
    setup.addWallet(provider);
    await setup.store.dispatch(connectConnector('com.example.wallet'));
    return { ...setup, provider };
  }

  test('accountsChanged switches the account', async () => {
    const { store, provider } = await connected();
    provider.emit('accountsChanged', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8']);
    expect(selectActiveAccount(store.getState())?.caipAddress).toBe('eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  });

  test('chainChanged updates the active network and the CAIP address', async () => {
    const { store, provider } = await connected();
    provider.emit('chainChanged', '0x1');
    expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
    expect(selectActiveAccount(store.getState())?.caipAddress).toBe(`eip155:1:${checksummed}`);
  });

  test('accountsChanged with no account disconnects and forgets the session', async () => {
    const { store, provider, memory } = await connected();
    provider.emit('accountsChanged', []);
    expect(store.getState().connection.status).toBe('disconnected');
    expect(memory.has(`${STORAGE_PREFIX}connectedConnectorId`)).toBe(false);
    expect(provider.listenerCount('accountsChanged')).toBe(0);
  });

  test('disconnect from the wallet disconnects, except the 1013 "reconnecting" notice', async () => {
    const { store, provider } = await connected();
    provider.emit('disconnect', { code: 1013, message: 'reconnecting' });
    expect(store.getState().connection.status).toBe('connected');
    provider.emit('disconnect', { code: 4900, message: 'disconnected' });
    expect(store.getState().connection.status).toBe('disconnected');
  });

  test('disconnect() clears the account, stops listening and forgets the session', async () => {
    const { store, provider, memory } = await connected();
    await store.dispatch(disconnect());
    expect(selectActiveAccount(store.getState())).toBeUndefined();
    expect(store.getState().connection.status).toBe('disconnected');
    expect(provider.listenerCount('chainChanged')).toBe(0);
    expect(memory.has(`${STORAGE_PREFIX}connectedConnectorId`)).toBe(false);
  });
});
