import {
  ConnectionRejectedError,
  ModalClosedError,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  WALLET_CONNECT_METHODS,
  bitcoin,
  defineNetwork,
  foyerDevChain,
  mainnet,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectConnectingState,
  solana,
  type CaipNetwork,
} from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore, TEST_API_URL, type FakeShellBridge, type TestStore } from '@foyer/kernel/test';
import { PAIRING_URI_TIMEOUT_MS, RELAY_CONNECT_TIMEOUT_MS } from '../constants';
import { RelayUnavailableError } from '../errors/RelayUnavailableError';
import { WALLET_ACCOUNT, WALLET_ACCOUNT_2, createFakeWcProvider, evmSession, type FakeWcProvider } from '../test-utils/fakeWcProvider';
import { WALLETCONNECT_STORE } from '../test-utils/walletConnectStore';
import { selectPairing } from '../walletConnectSlice';
import { createWalletConnectAdapter, type WalletConnectAdapter } from './createWalletConnectAdapter';
import type { WcProviderOptions } from './WcProvider';

const URI_1 = 'wc:aaa@2?relay-protocol=irn&symKey=1';
const URI_2 = 'wc:bbb@2?relay-protocol=irn&symKey=2';

let store: TestStore;
let shell: FakeShellBridge;
let fake: FakeWcProvider;
let adapter: WalletConnectAdapter;
let created: WcProviderOptions[];

function setUp(networks: CaipNetwork[] = [foyerDevChain, mainnet], fakeProvider = createFakeWcProvider()) {
  store = makeTestStore({ ...WALLETCONNECT_STORE, networks });
  shell = createFakeShellBridge();
  fake = fakeProvider;
  created = [];
  adapter = createWalletConnectAdapter({
    store,
    shell,
    createProvider: async (options) => {
      created.push(options);
      return fake.provider;
    },
  });
}

/** Lets the adapter's promise chains run (the fake provider answers synchronously). */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
  setUp();
});
afterEach(() => jest.useRealTimers());

describe('connect', () => {
  it('requests the configured namespaces through the configured relay, shows the URI, then records the approved account', async () => {
    const connected = adapter.connect('walletConnect');
    expect(selectPairing(store.getState()).status).toBe('initializing');
    expect(selectConnectingState(store.getState())).toMatchObject({ connectorId: 'walletConnect', status: 'connecting' });
    await settle();

    expect(created).toEqual([expect.objectContaining({ projectId: 'foyer-demo', relayUrl: 'ws://127.0.0.1:42001' })]);
    expect(fake.connects).toHaveLength(1);
    const { optionalNamespaces } = fake.connects[0]!.parameters;
    expect(optionalNamespaces['eip155']).toEqual({
      chains: ['eip155:31337', 'eip155:1'],
      methods: [...WALLET_CONNECT_METHODS],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: {
        '31337': `${TEST_API_URL}/v1/?chainId=eip155:31337&projectId=foyer-demo`,
        '1': `${TEST_API_URL}/v1/?chainId=eip155:1&projectId=foyer-demo`,
      },
    });

    fake.displayUri(URI_1);
    expect(selectPairing(store.getState())).toMatchObject({ status: 'pairing', uri: URI_1, expiresAt: Date.now() + PAIRING_EXPIRY_MS });

    fake.approve(evmSession());
    await expect(connected).resolves.toBeUndefined();
    expect(selectActiveAccount(store.getState())).toMatchObject({ address: WALLET_ACCOUNT, caipAddress: `eip155:31337:${WALLET_ACCOUNT}` });
    expect(fake.provider.setDefaultChain).toHaveBeenCalledWith('eip155:31337');
    expect(shell.providers.set).toHaveBeenCalledWith('walletConnect', fake.provider);
    expect(adapter.getProvider('walletConnect')).toBe(fake.provider);
    expect(selectPairing(store.getState()).status).toBe('connected');
    expect(store.getState().connection.activeConnectorIds).toEqual({ eip155: 'walletConnect' });
  });

  it('is idempotent while a pairing runs: the shell and the view share one flow', async () => {
    const first = adapter.connect('walletConnect');
    const second = adapter.connect('walletConnect');
    expect(second).toBe(first);
    await settle();
    expect(fake.connects).toHaveLength(1);
  });

  it('turns a wallet rejection into ConnectionRejectedError and shows it', async () => {
    const connected = adapter.connect('walletConnect');
    await settle();
    fake.displayUri(URI_1);
    fake.rejectLatest({ code: 5000, message: 'User rejected.' });
    await expect(connected).rejects.toBeInstanceOf(ConnectionRejectedError);
    expect(selectPairing(store.getState())).toMatchObject({ status: 'rejected', error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected' } });
    expect(selectConnectingState(store.getState())).toMatchObject({ status: 'rejected' });
    expect(store.getState().connection.status).toBe('disconnected');
  });

  it('retry after a rejection pairs again with a fresh URI', async () => {
    adapter.connect('walletConnect').catch(() => undefined);
    await settle();
    fake.displayUri(URI_1);
    fake.rejectLatest({ code: 5000, message: 'User rejected.' });
    await settle();
    adapter.retry();
    await settle();
    expect(fake.connects).toHaveLength(2);
    expect(selectPairing(store.getState()).status).toBe('initializing');
    fake.displayUri(URI_2);
    expect(selectPairing(store.getState())).toMatchObject({ status: 'pairing', uri: URI_2 });
  });

  it('asks for every configured chain family', async () => {
    setUp([foyerDevChain, solana]);
    adapter.connect('walletConnect');
    await settle();
    expect(Object.keys(fake.connects[0]!.parameters.optionalNamespaces)).toEqual(['eip155', 'solana']);
  });
});

describe('pairing expiry', () => {
  it('replaces the URI when PAIRING_EXPIRY_MARGIN_MS remain, and the fresh one can be approved', async () => {
    const connected = adapter.connect('walletConnect');
    await settle();
    fake.displayUri(URI_1);
    await jest.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS - 1);
    expect(selectPairing(store.getState()).status).toBe('pairing');
    await jest.advanceTimersByTimeAsync(1);
    expect(selectPairing(store.getState())).toMatchObject({ status: 'expired', expiredCount: 1 });
    expect(fake.connects).toHaveLength(2);

    fake.displayUri(URI_2);
    expect(selectPairing(store.getState())).toMatchObject({ status: 'pairing', uri: URI_2, expiredCount: 1 });
    // The replaced proposal expiring later is no news.
    fake.connects[0]!.reject(new Error('Proposal expired'));
    await settle();
    expect(selectPairing(store.getState()).status).toBe('pairing');

    fake.approve(evmSession());
    await expect(connected).resolves.toBeUndefined();
  });
});

describe('relay down', () => {
  it(`fails with RelayUnavailableError after RELAY_CONNECT_TIMEOUT_MS without a socket, not after the client's ~75 s`, async () => {
    fake.relayer.connected = false;
    const connected = adapter.connect('walletConnect');
    connected.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS - 1);
    expect(selectPairing(store.getState()).status).toBe('initializing');
    await jest.advanceTimersByTimeAsync(1);
    await expect(connected).rejects.toBeInstanceOf(RelayUnavailableError);
    expect(selectPairing(store.getState())).toMatchObject({
      status: 'relayDown',
      error: { code: 'RELAY_UNAVAILABLE', message: 'Cannot reach the WalletConnect relay' },
    });
  });

  it('keeps waiting while the socket is open but the URI is slow, until PAIRING_URI_TIMEOUT_MS', async () => {
    const connected = adapter.connect('walletConnect');
    await jest.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS - 1);
    expect(selectPairing(store.getState()).status).toBe('initializing');
    fake.displayUri(URI_1);
    fake.approve(evmSession());
    await expect(connected).resolves.toBeUndefined();
  });

  it('a hung relay (socket open, no answer) fails at PAIRING_URI_TIMEOUT_MS with its own details', async () => {
    const connected = adapter.connect('walletConnect');
    const failed = expect(connected).rejects.toMatchObject({ code: 'RELAY_UNAVAILABLE', details: 'No answer from ws://127.0.0.1:42001' });
    await jest.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS - 1);
    expect(selectPairing(store.getState()).status).toBe('initializing');
    await jest.advanceTimersByTimeAsync(1);
    await failed;
    expect(selectPairing(store.getState())).toMatchObject({
      status: 'relayDown',
      error: { code: 'RELAY_UNAVAILABLE', message: 'Cannot reach the WalletConnect relay' },
    });
    expect(selectConnectingState(store.getState())).toMatchObject({ status: 'error' });
  });

  it('the deadline counts from the connect call, loading the provider included', async () => {
    fake.relayer.connected = false;
    const slowAdapter = createWalletConnectAdapter({
      store,
      shell,
      createProvider: () => new Promise((resolve) => setTimeout(() => resolve(fake.provider), RELAY_CONNECT_TIMEOUT_MS - 1_000)),
    });
    const connected = slowAdapter.connect('walletConnect');
    connected.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS - 1);
    expect(selectPairing(store.getState()).status).toBe('initializing');
    await jest.advanceTimersByTimeAsync(1);
    await expect(connected).rejects.toBeInstanceOf(RelayUnavailableError);
  });

  it('a provider that loads after RELAY_CONNECT_TIMEOUT_MS with no socket fails at once, not at PAIRING_URI_TIMEOUT_MS', async () => {
    fake.relayer.connected = false;
    const loadedAt = RELAY_CONNECT_TIMEOUT_MS + 2_000;
    const slowAdapter = createWalletConnectAdapter({
      store,
      shell,
      createProvider: () => new Promise((resolve) => setTimeout(() => resolve(fake.provider), loadedAt)),
    });
    const connected = slowAdapter.connect('walletConnect');
    connected.catch(() => undefined);
    // The provider comes at `loadedAt`; the check it arms then runs on the next tick.
    await jest.advanceTimersByTimeAsync(loadedAt + 1);
    expect(selectPairing(store.getState()).status).toBe('relayDown');
    await expect(connected).rejects.toBeInstanceOf(RelayUnavailableError);
  });

  it('a URI that comes after the deadline (the hung relay answers again) resumes the pairing while a view is on screen', async () => {
    const release = adapter.holdPairing();
    await jest.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS);
    expect(selectPairing(store.getState()).status).toBe('relayDown');

    fake.displayUri(URI_1);
    expect(selectPairing(store.getState())).toMatchObject({ status: 'pairing', uri: URI_1 });
    expect(selectConnectingState(store.getState())).toMatchObject({ status: 'connecting' });
    fake.approve(evmSession());
    await settle();
    expect(selectPairing(store.getState()).status).toBe('connected');
    expect(selectActiveAccount(store.getState())).toMatchObject({ address: WALLET_ACCOUNT });
    release();
  });

  it('a late URI with no view on screen is not shown', async () => {
    adapter.connect('walletConnect').catch(() => undefined);
    await jest.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS);
    fake.displayUri(URI_1);
    expect(selectPairing(store.getState())).toMatchObject({ status: 'relayDown', uri: null });
  });

  it('pairs by itself when the relay comes back while a view is on screen', async () => {
    fake.relayer.connected = false;
    const release = adapter.holdPairing();
    await jest.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS);
    expect(selectPairing(store.getState()).status).toBe('relayDown');

    fake.relayConnected();
    expect(selectPairing(store.getState()).status).toBe('initializing');
    // The attempt that waited for the socket goes on: no second proposal.
    await settle();
    expect(fake.connects).toHaveLength(1);
    fake.displayUri(URI_1);
    expect(selectPairing(store.getState())).toMatchObject({ status: 'pairing', uri: URI_1 });
    release();
  });

  it('a retry while the relay is still down reports it again', async () => {
    fake.relayer.connected = false;
    adapter.connect('walletConnect').catch(() => undefined);
    await jest.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS);
    adapter.retry();
    expect(selectPairing(store.getState()).status).toBe('initializing');
    await jest.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS);
    expect(selectPairing(store.getState()).status).toBe('relayDown');
  });
});

describe('holdPairing', () => {
  it('starts a pairing and ends it (ModalClosedError) once the last view left', async () => {
    const release = adapter.holdPairing();
    await settle();
    fake.displayUri(URI_1);
    const flow = adapter.connect('walletConnect');
    const ended = expect(flow).rejects.toBeInstanceOf(ModalClosedError);
    release();
    await settle();
    await ended;
    expect(selectPairing(store.getState())).toMatchObject({ status: 'idle', uri: null });
    expect(selectConnectingState(store.getState()).status).toBe('idle');
    // No refresh runs for a pairing nobody looks at.
    await jest.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS);
    expect(fake.connects).toHaveLength(1);
  });

  it('keeps the pairing when a view re-mounts at once (StrictMode)', async () => {
    adapter.holdPairing()();
    const release = adapter.holdPairing();
    await settle();
    expect(fake.connects).toHaveLength(1);
    fake.displayUri(URI_1);
    expect(selectPairing(store.getState()).status).toBe('pairing');
    release();
  });
});

describe('a live session', () => {
  async function connectWith(session = evmSession()) {
    const connected = adapter.connect('walletConnect');
    await settle();
    fake.displayUri(URI_1);
    fake.approve(session);
    await connected;
  }

  it('follows chainChanged and accountsChanged session events', async () => {
    await connectWith();
    fake.emit('session_event', { topic: 'session-topic', params: { chainId: 'eip155:31337', event: { name: 'chainChanged', data: 1 } } });
    expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
    fake.emit('session_event', {
      topic: 'session-topic',
      params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data: [`eip155:1:${WALLET_ACCOUNT_2}`] } },
    });
    expect(selectActiveAccount(store.getState())).toMatchObject({ caipAddress: `eip155:1:${WALLET_ACCOUNT_2}` });
  });

  it('follows session_update: an account the wallet withdrew is replaced', async () => {
    await connectWith();
    fake.provider.session = evmSession(['eip155:31337'], [WALLET_ACCOUNT_2]);
    fake.emit('session_update', { topic: 'session-topic', params: { namespaces: fake.provider.session.namespaces } });
    expect(selectActiveAccount(store.getState())).toMatchObject({ caipAddress: `eip155:31337:${WALLET_ACCOUNT_2}` });
  });

  it('session_delete from the wallet disconnects', async () => {
    await connectWith();
    fake.provider.session = undefined;
    fake.emit('session_delete', { topic: 'session-topic' });
    expect(store.getState().connection.status).toBe('disconnected');
    expect(shell.providers.delete).toHaveBeenCalledWith('walletConnect');
    expect(adapter.getProvider('walletConnect')).toBeUndefined();
  });

  it('disconnect ends the session and clears the accounts', async () => {
    await connectWith();
    await adapter.disconnect('walletConnect');
    expect(fake.provider.disconnect).toHaveBeenCalled();
    expect(store.getState().connection.accounts).toEqual({});
    expect(selectPairing(store.getState()).status).toBe('idle');
  });

  it('switchNetwork to an approved chain only moves the default chain', async () => {
    await connectWith();
    await adapter.switchNetwork!('walletConnect', mainnet);
    expect(fake.provider.setDefaultChain).toHaveBeenLastCalledWith('eip155:1');
    expect(fake.provider.request).not.toHaveBeenCalled();
    expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
  });

  it('switchNetwork to a chain the session lacks asks the wallet (wallet_switchEthereumChain)', async () => {
    await connectWith(evmSession(['eip155:31337']));
    await adapter.switchNetwork!('walletConnect', mainnet);
    expect(fake.provider.request).toHaveBeenCalledWith({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }, 'eip155:31337');
    expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
  });

  it('switchNetwork adds the chain when the wallet does not know it (4902), then switches', async () => {
    await connectWith(evmSession(['eip155:31337']));
    fake.provider.request.mockRejectedValueOnce({ code: 4902, message: 'Unrecognized chain' });
    await adapter.switchNetwork!('walletConnect', mainnet);
    expect(fake.provider.request.mock.calls.map(([call]) => call.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
  });

  it('a refused switch leaves the network as it was', async () => {
    await connectWith(evmSession(['eip155:31337']));
    fake.provider.request.mockRejectedValueOnce({ code: 4001, message: 'User rejected' });
    await expect(adapter.switchNetwork!('walletConnect', mainnet)).rejects.toMatchObject({ code: 4001 });
    expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:31337');
  });
});

describe('restore', () => {
  it('restores a stored session without prompting', async () => {
    setUp([foyerDevChain, mainnet], createFakeWcProvider({ session: evmSession() }));
    await expect(adapter.restore('walletConnect')).resolves.toBe(true);
    expect(fake.connects).toHaveLength(0);
    expect(selectActiveAccount(store.getState())).toMatchObject({ caipAddress: `eip155:31337:${WALLET_ACCOUNT}` });
    expect(shell.providers.set).toHaveBeenCalledWith('walletConnect', fake.provider);
  });

  it('reports false without a session, or with an expired one', async () => {
    await expect(adapter.restore('walletConnect')).resolves.toBe(false);
    setUp([foyerDevChain], createFakeWcProvider({ session: { ...evmSession(), expiry: Math.floor(Date.now() / 1000) - 1 } }));
    await expect(adapter.restore('walletConnect')).resolves.toBe(false);
    expect(store.getState().connection.status).toBe('disconnected');
  });

  it('makes the active network family the active account', async () => {
    const session = evmSession();
    session.namespaces['solana'] = {
      accounts: [`${solana.caipNetworkId}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`],
      methods: [],
      events: [],
    };
    setUp([foyerDevChain, solana], createFakeWcProvider({ session }));
    await adapter.restore('walletConnect');
    expect(store.getState().connection.activeNamespace).toBe('eip155');
    expect(Object.keys(store.getState().connection.accounts).sort()).toEqual(['eip155', 'solana']);
  });
});

test('refuses connector ids it does not own', async () => {
  expect(() => adapter.connect('io.metamask')).toThrow('Unknown WalletConnect connector "io.metamask"');
});

describe('chain families (bip122, polkadot, cosmos)', () => {
  // Built here with defineNetwork: the same ids as the kernel's `polkadot` and `cosmos` networks.
  const polkadot = defineNetwork({
    id: '91b171bb158e2d3848fa23a9f1c25182',
    chainNamespace: 'polkadot',
    name: 'Polkadot',
    nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
    rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  });
  const cosmos = defineNetwork({
    id: 'cosmoshub-4',
    chainNamespace: 'cosmos',
    name: 'Cosmos Hub',
    nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
    rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  });
  // BIP-84 / BIP-86 first receive addresses of the BIP-39 test mnemonic; //Alice on Polkadot; that mnemonic's Cosmos account.
  const PAYMENT = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
  const ORDINAL = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr';
  const DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
  const ATOM = 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4';

  function familiesSession() {
    const session = evmSession(['eip155:31337']);
    session.namespaces['bip122'] = {
      chains: [bitcoin.caipNetworkId],
      accounts: [`${bitcoin.caipNetworkId}:${PAYMENT}`, `${bitcoin.caipNetworkId}:${ORDINAL}`],
      methods: ['signMessage'],
      events: [],
    };
    session.namespaces['polkadot'] = { chains: [polkadot.caipNetworkId], accounts: [`${polkadot.caipNetworkId}:${DOT}`], methods: [], events: [] };
    session.namespaces['cosmos'] = { chains: [cosmos.caipNetworkId], accounts: [`${cosmos.caipNetworkId}:${ATOM}`], methods: [], events: [] };
    return session;
  }

  beforeEach(() => setUp([foyerDevChain, bitcoin, polkadot, cosmos]));

  it('asks for each family with its methods and an RPC map on the services', async () => {
    void adapter.connect('walletConnect').catch(() => undefined);
    await settle();
    const { optionalNamespaces } = fake.connects[0]!.parameters;
    expect(Object.keys(optionalNamespaces)).toEqual(['eip155', 'bip122', 'polkadot', 'cosmos']);
    expect(optionalNamespaces['bip122']).toMatchObject({
      chains: [bitcoin.caipNetworkId],
      rpcMap: { [bitcoin.id]: `${TEST_API_URL}/v1/?chainId=${bitcoin.caipNetworkId}&projectId=foyer-demo` },
    });
  });

  it('records every family, keeps the EVM account active, and the first Bitcoin account (payment) is shown', async () => {
    const connected = adapter.connect('walletConnect');
    await settle();
    fake.displayUri(URI_1);
    fake.approve(familiesSession());
    await connected;

    const { connection } = store.getState();
    expect(connection.activeNamespace).toBe('eip155');
    expect(connection.accounts).toMatchObject({
      eip155: { caipAddress: `eip155:31337:${WALLET_ACCOUNT}` },
      bip122: { caipAddress: `${bitcoin.caipNetworkId}:${PAYMENT}` },
      polkadot: { caipAddress: `${polkadot.caipNetworkId}:${DOT}` },
      cosmos: { caipAddress: `${cosmos.caipNetworkId}:${ATOM}` },
    });
    const bitcoinConnection = connection.connections.find((item) => item.caipNetworkId === bitcoin.caipNetworkId);
    expect(bitcoinConnection?.accounts).toEqual([
      { address: PAYMENT, type: 'payment' },
      { address: ORDINAL, type: 'ordinal' },
    ]);
    expect(connection.connections.find((item) => item.caipNetworkId === 'eip155:31337')?.accounts).toEqual([{ address: WALLET_ACCOUNT, type: 'eoa' }]);

    for (const [network, address] of [
      [bitcoin, PAYMENT],
      [polkadot, DOT],
      [cosmos, ATOM],
    ] as const) {
      await adapter.switchNetwork!('walletConnect', network);
      expect(fake.provider.setDefaultChain).toHaveBeenLastCalledWith(network.caipNetworkId);
      expect(selectActiveAccount(store.getState())).toMatchObject({ address, caipAddress: `${network.caipNetworkId}:${address}` });
    }
    expect(fake.provider.request).not.toHaveBeenCalled();
  });
});
