/** @jest-environment node */
import {
  DEFAULT_FEATURES,
  accountConnected,
  checksumEvmAddress,
  connectorAdded,
  foyerDevChain,
  mainnet,
  optionsConfigured,
  selectActiveAccount,
  selectAlert,
  selectConnectionRelation,
  solana,
  type ConnectorAdapter,
} from '@foyer/kernel';
import { makeStore } from '../../store/makeStore.js';
import { createFakeProvider, type FakeProviderOptions } from '../../test-utils/createFakeProvider.js';
import { switchConnection } from './switchConnection.js';

const a = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const b = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** Wallet A then wallet B connected on eip155 (B in use, A known): multi-wallet. */
function setup({ multiWallet = true, walletA = { authorized: true } as FakeProviderOptions, adapter = {} as Partial<ConnectorAdapter> } = {}) {
  const loadRemoteApi = jest.fn(async () => adapter as never);
  const store = makeStore({ extra: { loadRemoteApi, isMobile: () => false } });
  store.dispatch(
    optionsConfigured({
      ...store.getState().options,
      networks: [foyerDevChain, mainnet, solana],
      features: { ...DEFAULT_FEATURES, multiWallet },
    }),
  );
  const providerA = createFakeProvider({ accounts: [a], chainId: 1, ...walletA });
  const providerB = createFakeProvider({ accounts: [b], authorized: true });
  for (const [id, provider] of [['wallet.a', providerA], ['wallet.b', providerB]] as const) {
    store.extra.connectors.set(id, provider);
    store.dispatch(connectorAdded({ id, type: 'ANNOUNCED', name: id, chain: 'eip155' }));
  }
  store.dispatch(accountConnected({ connectorId: 'wallet.a', caipAddress: `eip155:1:${checksumEvmAddress(a)}` }));
  store.dispatch(accountConnected({ connectorId: 'wallet.b', caipAddress: `eip155:31337:${checksumEvmAddress(b)}` }));
  return { store, providerA, providerB, loadRemoteApi };
}

const relation = (store: ReturnType<typeof setup>['store'], connectorId: string, namespace: 'eip155' | 'solana' = 'eip155') =>
  selectConnectionRelation(store.getState(), { connectorId, namespace });

test('an active (known) browser wallet reconnects without a prompt and becomes the connected one', async () => {
  const { store, providerA } = setup();
  expect(relation(store, 'wallet.a')).toBe('active');
  await expect(store.dispatch(switchConnection({ connectorId: 'wallet.a', namespace: 'eip155' }))).resolves.toBe('switched');
  expect(providerA.requests.map((item) => item.method)).toEqual(['eth_accounts', 'eth_chainId']);
  expect(selectActiveAccount(store.getState())).toMatchObject({ caipAddress: `eip155:1:${checksumEvmAddress(a)}` });
  expect(relation(store, 'wallet.a')).toBe('connected');
  expect(relation(store, 'wallet.b')).toBe('active');
  // Its events are followed again.
  expect(providerA.listenerCount('accountsChanged')).toBe(1);
});

test('a known wallet that lost its permission: the connection is dropped and the connect flow runs', async () => {
  const { store, providerA } = setup({ walletA: { authorized: false } });
  await expect(store.dispatch(switchConnection({ connectorId: 'wallet.a', namespace: 'eip155' }))).resolves.toBe('connecting');
  expect(providerA.requests.map((item) => item.method)).toEqual(['eth_accounts', 'eth_chainId', 'eth_requestAccounts', 'eth_chainId']);
  expect(relation(store, 'wallet.a')).toBe('connected');
});

test('multiWallet off: switching to another wallet only shows the info alert', async () => {
  const { store, providerA } = setup({ multiWallet: false });
  await expect(store.dispatch(switchConnection({ connectorId: 'wallet.a', namespace: 'eip155' }))).resolves.toBe('refused');
  expect(selectAlert(store.getState())).toMatchObject({ code: 'MULTI_WALLET_NOT_ENABLED', variant: 'info' });
  expect(providerA.requests).toEqual([]);
  expect(relation(store, 'wallet.b')).toBe('connected');
});

test('a connected wallet of another namespace: that namespace becomes the active one', async () => {
  const { store } = setup();
  store.dispatch(accountConnected({ connectorId: 'phantom', caipAddress: `${solana.caipNetworkId}:${sol}` }));
  store.dispatch(accountConnected({ connectorId: 'wallet.b', caipAddress: `eip155:31337:${checksumEvmAddress(b)}` }));
  await expect(store.dispatch(switchConnection({ connectorId: 'phantom', namespace: 'solana' }))).resolves.toBe('switched');
  expect(store.getState().connection).toMatchObject({ activeNamespace: 'solana', activeCaipNetworkId: solana.caipNetworkId });
});

test('a known adapter connection is restored by its adapter', async () => {
  const adapter: Partial<ConnectorAdapter> = {};
  const { store, loadRemoteApi } = setup({ adapter });
  adapter.restore = jest.fn(async (connectorId: string) => {
    store.dispatch(accountConnected({ connectorId, caipAddress: `eip155:1:${checksumEvmAddress(a)}` }));
    return true;
  });
  store.dispatch(connectorAdded({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', remote: 'walletconnect' }));
  store.dispatch(accountConnected({ connectorId: 'walletConnect', caipAddress: `eip155:1:${checksumEvmAddress(a)}` }));
  store.dispatch(accountConnected({ connectorId: 'wallet.b', caipAddress: `eip155:31337:${checksumEvmAddress(b)}` }));
  await expect(store.dispatch(switchConnection({ connectorId: 'walletConnect', namespace: 'eip155' }))).resolves.toBe('switched');
  expect(loadRemoteApi).toHaveBeenCalledWith('walletconnect');
  expect(adapter.restore).toHaveBeenCalledWith('walletConnect');
  expect(relation(store, 'walletConnect')).toBe('connected');
});
