import {
  ConnectionRejectedError,
  foyerDevSolana,
  mainnet,
  selectActiveAccount,
  selectConnections,
  selectConnectors,
  solanaDevnet,
  solanaTestnet,
  type CaipNetwork,
} from '@foyer/kernel';
import { SolanaWalletError, SolanaWalletNotFoundError } from '../errors/SolanaWalletError';
import { fakeWallet, FAKE_ADDRESS, OTHER_ADDRESS } from '../test-utils/fakeWallet';
import { fakeWallets } from '../test-utils/fakeWallets';
import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import { createSolanaAdapter, WALLET_DISCOVERY_TIMEOUT_MS } from './createSolanaAdapter';
import type { SolanaProvider } from './SolanaProvider';

const CONNECTOR_ID = 'solana:fake-solana';

function setup(networks: CaipNetwork[] = [mainnet, foyerDevSolana, solanaDevnet]) {
  const store = makeTestStore({ networks });
  const shell = createFakeShellBridge();
  const wallets = fakeWallets();
  const adapter = createSolanaAdapter({ store, shell, wallets });
  return { store, shell, wallets, adapter };
}

describe('given a Solana wallet registered through the Wallet Standard', () => {
  test('behavior: announces it as a Solana connector driven by this remote', () => {
    const { store, wallets } = setup();
    const { wallet } = fakeWallet();
    wallets.register(wallet);
    expect(selectConnectors(store.getState())).toEqual([
      {
        id: CONNECTOR_ID,
        type: 'ANNOUNCED',
        name: 'Fake Solana',
        chain: 'solana',
        remote: 'solana',
        imageUrl: wallet.icon,
        info: { name: 'Fake Solana', icon: wallet.icon },
      },
    ]);
  });

  test('behavior: announces wallets registered before setup, ignores non-Solana ones, drops unregistered ones', () => {
    const store = makeTestStore({ networks: [foyerDevSolana] });
    const wallets = fakeWallets();
    wallets.register(fakeWallet({ name: 'Early' }).wallet);
    const evmOnly = fakeWallet({ name: 'EVM only', chains: ['eip155:1'] }).wallet;
    const noSigning = fakeWallet({ name: 'No signing', withFeatures: ['standard:connect'] }).wallet;
    createSolanaAdapter({ store, shell: createFakeShellBridge(), wallets });
    const unregister = wallets.register(evmOnly, noSigning, fakeWallet({ name: 'Late' }).wallet);
    expect(selectConnectors(store.getState()).map((item) => item.id)).toEqual(['solana:early', 'solana:late']);
    unregister();
    expect(selectConnectors(store.getState()).map((item) => item.id)).toEqual(['solana:early']);
  });

  test('behavior: connect reports solana:<ref>:<address> on the first configured Solana network and registers the provider', async () => {
    const { store, shell, wallets, adapter } = setup();
    const fake = fakeWallet();
    wallets.register(fake.wallet);
    await adapter.connect(CONNECTOR_ID);
    expect(fake.calls).toEqual([{ method: 'connect', input: undefined }]);
    expect(selectActiveAccount(store.getState())).toMatchObject({
      caipAddress: `${foyerDevSolana.caipNetworkId}:${FAKE_ADDRESS}`,
      address: FAKE_ADDRESS,
      status: 'connected',
    });
    expect(store.getState().connection.activeConnectorIds.solana).toBe(CONNECTOR_ID);
    const provider = adapter.getProvider(CONNECTOR_ID) as SolanaProvider;
    expect(shell.providers.set).toHaveBeenCalledWith(CONNECTOR_ID, provider);
    expect(provider.publicKey.toBase58()).toBe(FAKE_ADDRESS);
    expect(provider.chain).toBe('solana:localnet');
  });

  test('behavior: connect uses the active network when it is a Solana one', async () => {
    const { store, wallets, adapter } = setup([foyerDevSolana, solanaDevnet]);
    wallets.register(fakeWallet().wallet);
    store.dispatch({ type: 'connection/networkChanged', payload: { caipNetworkId: solanaDevnet.caipNetworkId } });
    await adapter.connect(CONNECTOR_ID);
    expect(selectActiveAccount(store.getState())?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${FAKE_ADDRESS}`);
    expect((adapter.getProvider(CONNECTOR_ID) as SolanaProvider).chain).toBe('solana:devnet');
  });

  test('behavior: user rejects connect -> ConnectionRejectedError, nothing recorded', async () => {
    const { store, wallets, adapter } = setup();
    wallets.register(fakeWallet({ connectError: Object.assign(new Error('User rejected the request.'), { code: 4001 }) }).wallet);
    const failure = adapter.connect(CONNECTOR_ID);
    await expect(failure).rejects.toBeInstanceOf(ConnectionRejectedError);
    await expect(failure).rejects.toMatchObject({ shortMessage: 'Connection rejected', code: 'CONNECTION_REJECTED', cause: { code: 4001 } });
    expect(selectActiveAccount(store.getState())).toBeUndefined();
  });

  test('behavior: a wallet failure that is no rejection -> SolanaWalletError with the wallet error as cause', async () => {
    const { wallets, adapter } = setup();
    const cause = new Error('Wallet locked');
    wallets.register(fakeWallet({ connectError: cause }).wallet);
    await expect(adapter.connect(CONNECTOR_ID)).rejects.toMatchObject({ constructor: SolanaWalletError, cause, details: 'Wallet locked' });
  });

  test('behavior: an unknown connector -> SolanaWalletNotFoundError', async () => {
    const { adapter } = setup();
    await expect(adapter.connect('solana:nope')).rejects.toBeInstanceOf(SolanaWalletNotFoundError);
  });

  test('behavior: the wallet switches account, then disconnects on its side -> the store follows', async () => {
    const { store, wallets, adapter, shell } = setup();
    const fake = fakeWallet();
    wallets.register(fake.wallet);
    await adapter.connect(CONNECTOR_ID);
    fake.switchAccount(OTHER_ADDRESS);
    expect(selectActiveAccount(store.getState())?.address).toBe(OTHER_ADDRESS);
    expect((adapter.getProvider(CONNECTOR_ID) as SolanaProvider).address).toBe(OTHER_ADDRESS);
    expect(fake.listenerCount()).toBe(1);
    fake.switchAccount(null);
    expect(selectActiveAccount(store.getState())).toBeUndefined();
    expect(selectConnections(store.getState())).toEqual([]);
    expect(shell.providers.delete).toHaveBeenCalledWith(CONNECTOR_ID);
    expect(fake.listenerCount()).toBe(0);
  });

  test('behavior: disconnect calls standard:disconnect, clears the account and stops following the wallet', async () => {
    const { store, wallets, adapter } = setup();
    const fake = fakeWallet();
    wallets.register(fake.wallet);
    await adapter.connect(CONNECTOR_ID);
    await adapter.disconnect(CONNECTOR_ID);
    expect(fake.calls.map((call) => call.method)).toEqual(['connect', 'disconnect']);
    expect(selectActiveAccount(store.getState())).toBeUndefined();
    expect(adapter.getProvider(CONNECTOR_ID)).toBeUndefined();
    expect(fake.listenerCount()).toBe(0);
  });

  test('behavior: restore connects silently and resolves true when the wallet still grants an account', async () => {
    const { store, wallets, adapter } = setup();
    const fake = fakeWallet();
    wallets.register(fake.wallet);
    await adapter.connect(CONNECTOR_ID);
    await adapter.disconnect(CONNECTOR_ID);
    expect(await adapter.restore(CONNECTOR_ID)).toBe(false);
    expect(fake.calls.at(-1)).toEqual({ method: 'connect', input: { silent: true } });
    expect(selectActiveAccount(store.getState())).toBeUndefined();

    fake.switchAccount(FAKE_ADDRESS); // the wallet holds an authorized account again
    expect(await adapter.restore(CONNECTOR_ID)).toBe(true);
    expect(selectActiveAccount(store.getState())?.caipAddress).toBe(`${foyerDevSolana.caipNetworkId}:${FAKE_ADDRESS}`);
  });

  test('behavior: restore waits for a wallet that registers late, and gives up after the discovery timeout', async () => {
    jest.useFakeTimers();
    try {
      const { wallets, adapter } = setup();
      const late = fakeWallet();
      late.switchAccount(FAKE_ADDRESS);
      const restoring = adapter.restore(CONNECTOR_ID);
      wallets.register(late.wallet);
      await expect(restoring).resolves.toBe(true);

      const missing = adapter.restore('solana:missing');
      jest.advanceTimersByTime(WALLET_DISCOVERY_TIMEOUT_MS);
      await expect(missing).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  test('behavior: switchNetwork moves to another Solana network the wallet lists, refuses one it does not', async () => {
    const { store, wallets, adapter } = setup([foyerDevSolana, solanaDevnet, solanaTestnet]);
    wallets.register(fakeWallet().wallet);
    await adapter.connect(CONNECTOR_ID);
    await adapter.switchNetwork?.(CONNECTOR_ID, solanaDevnet);
    expect(selectActiveAccount(store.getState())?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${FAKE_ADDRESS}`);
    expect((adapter.getProvider(CONNECTOR_ID) as SolanaProvider).chain).toBe('solana:devnet');
    await expect(adapter.switchNetwork?.(CONNECTOR_ID, solanaTestnet)).rejects.toMatchObject({ shortMessage: 'Chain is not supported' });
  });
});
