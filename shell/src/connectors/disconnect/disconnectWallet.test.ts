/** @jest-environment node */
import {
  DEFAULT_FEATURES,
  accountConnected,
  connectorAdded,
  foyerDevChain,
  optionsConfigured,
  selectModal,
  solana,
  type ConnectorAdapter,
} from '@foyer/kernel';
import { openModal } from '../../router/openModal.js';
import { makeStore } from '../../store/makeStore.js';
import { createFakeProvider } from '../../test-utils/createFakeProvider.js';
import { disconnect } from './disconnect.js';
import { disconnectWallet } from './disconnectWallet.js';

const stores: { dispose(): void }[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispose()));

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/**
 * Multi-wallet: browser wallet A (known, not in use), WalletConnect on eip155 (in use) and a
 * Solana wallet through the solana adapter; the modal open on Account.
 */
function setup({ failing = [] as string[], multiWallet = true } = {}) {
  const disconnected: string[] = [];
  const adapter: Partial<ConnectorAdapter> = {
    disconnect: async (connectorId) => {
      if (failing.includes(connectorId)) throw new Error(`${connectorId} did not answer`);
      disconnected.push(connectorId);
    },
  };
  const store = makeStore({ extra: { loadRemoteApi: async () => adapter as never, isMobile: () => false } });
  store.dispatch(
    optionsConfigured({ ...store.getState().options, networks: [foyerDevChain, solana], features: { ...DEFAULT_FEATURES, multiWallet } }),
  );
  const provider = createFakeProvider({ authorized: true });
  store.extra.connectors.set('wallet.a', provider);
  store.dispatch(connectorAdded({ id: 'wallet.a', type: 'ANNOUNCED', name: 'Wallet A', chain: 'eip155' }));
  store.dispatch(connectorAdded({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', remote: 'walletconnect' }));
  store.dispatch(connectorAdded({ id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana', remote: 'solana' }));
  store.dispatch(accountConnected({ connectorId: 'wallet.a', caipAddress: `eip155:31337:${a}` }));
  store.dispatch(accountConnected({ connectorId: 'phantom', caipAddress: `${solana.caipNetworkId}:${sol}` }));
  store.dispatch(accountConnected({ connectorId: 'walletConnect', caipAddress: `eip155:31337:${b}` }));
  store.dispatch(openModal());
  stores.push(store);
  return { store, disconnected, provider };
}

const ids = (store: ReturnType<typeof setup>['store']) => store.getState().connection.connections.map((item) => item.connectorId);

describe('disconnectWallet', () => {
  test('a known wallet not in use is dropped; the one in use stays', async () => {
    const { store, disconnected } = setup();
    await expect(store.dispatch(disconnectWallet({ connectorId: 'wallet.a', namespace: 'eip155' }))).resolves.toBe(false);
    expect(ids(store)).toEqual(['phantom', 'walletConnect']);
    expect(store.getState().connection.activeConnectorIds.eip155).toBe('walletConnect');
    expect(disconnected).toEqual([]);
  });

  test('the wallet in use: its adapter ends the session and the known wallet of that namespace takes its place quietly', async () => {
    const { store, disconnected, provider } = setup();
    await store.dispatch(disconnectWallet({ connectorId: 'walletConnect', namespace: 'eip155' }));
    expect(disconnected).toEqual(['walletConnect']);
    expect(ids(store)).toEqual(['wallet.a', 'phantom']);
    expect(store.getState().connection).toMatchObject({ activeNamespace: 'eip155', activeConnectorIds: { eip155: 'wallet.a' } });
    expect(provider.requests.map((item) => item.method)).toEqual(['eth_accounts', 'eth_chainId']);
    expect(selectModal(store.getState()).open).toBe(true);
  });

  test('the wallet in use with none left in its namespace: the namespace with an account becomes active', async () => {
    const { store } = setup({ multiWallet: false });
    await store.dispatch(disconnectWallet({ connectorId: 'walletConnect', namespace: 'eip155' }));
    expect(store.getState().connection).toMatchObject({ activeNamespace: 'solana', activeCaipNetworkId: solana.caipNetworkId });
    expect(store.getState().alert.current).toBeNull();
  });

  test('a failing adapter: reported, and the connection is dropped anyway', async () => {
    const { store } = setup({ failing: ['phantom'] });
    await expect(store.dispatch(disconnectWallet({ connectorId: 'phantom', namespace: 'solana' }))).resolves.toBe(true);
    expect(ids(store)).toEqual(['wallet.a', 'walletConnect']);
  });

  test('the last account gone: the modal closes', async () => {
    const { store } = setup();
    await store.dispatch(disconnectWallet({ connectorId: 'phantom', namespace: 'solana' }));
    await store.dispatch(disconnectWallet({ connectorId: 'walletConnect', namespace: 'eip155' }));
    expect(selectModal(store.getState()).open).toBe(true);
    await store.dispatch(disconnectWallet({ connectorId: 'wallet.a', namespace: 'eip155' }));
    expect(store.getState().connection.status).toBe('disconnected');
    expect(selectModal(store.getState()).open).toBe(false);
  });
});

describe('disconnect', () => {
  test.each(['every', 'listed'] as const)("scope '%s': every connection goes and the modal closes", async (scope) => {
    const { store, disconnected } = setup();
    await store.dispatch(disconnect({ scope }));
    expect(ids(store)).toEqual([]);
    expect(store.getState().connection.status).toBe('disconnected');
    expect(disconnected.sort()).toEqual(['phantom', 'walletConnect']);
    expect(store.getState().toast.current).toBeNull();
    expect(selectModal(store.getState()).open).toBe(false);
  });

  test("partial failure: 'Failed to disconnect chains: Solana', everything dropped, the modal stays", async () => {
    const { store } = setup({ failing: ['phantom'] });
    await store.dispatch(disconnect({ scope: 'listed' }));
    expect(ids(store)).toEqual([]);
    expect(store.getState().toast.current).toMatchObject({ variant: 'error', message: 'Failed to disconnect chains: Solana' });
    expect(selectModal(store.getState()).open).toBe(true);
  });

  test("multiWallet off, scope 'listed' (ProfileWallets' Disconnect all): only the active connector’s connections", async () => {
    const { store, disconnected } = setup({ multiWallet: false });
    await store.dispatch(disconnect({ scope: 'listed' }));
    expect(disconnected).toEqual(['walletConnect']);
    expect(ids(store)).toEqual(['wallet.a', 'phantom']);
  });

  test('multiWallet off, default scope (Account’s Disconnect): every connection still goes', async () => {
    const { store, disconnected } = setup({ multiWallet: false });
    await store.dispatch(disconnect());
    expect(ids(store)).toEqual([]);
    expect(store.getState().connection).toMatchObject({ status: 'disconnected', accounts: {}, activeConnectorIds: {} });
    expect(disconnected.sort()).toEqual(['phantom', 'walletConnect']);
  });
});
