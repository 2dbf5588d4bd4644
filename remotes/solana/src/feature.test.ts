import { foyerDevSolana, selectConnectors, type ConnectorAdapter } from '@foyer/kernel';
import { getWallets } from '@wallet-standard/app';
import feature from './feature';
import { fakeWallet } from './test-utils/fakeWallet';
import { makeShell, makeStore } from './test-utils/makeStore';

test('behavior: setup discovers page wallets through the real Wallet Standard registry and returns the adapter', async () => {
  const store = makeStore([foyerDevSolana]);
  const fake = fakeWallet({ name: 'Page Wallet' });
  const unregister = getWallets().register(fake.wallet);
  try {
    const shell = { ...makeShell(), storage: { get: () => undefined, set: jest.fn(), remove: jest.fn() }, isMobile: () => false, loadRemoteApi: jest.fn() };
    const adapter = (await feature.setup?.({ store, rootReducer: {} as never, shell })) as ConnectorAdapter;
    expect(feature.id).toBe('solana');
    expect(feature.views).toEqual({});
    expect(selectConnectors(store.getState()).map((item) => item.id)).toContain('solana:page-wallet');
    await adapter.connect('solana:page-wallet');
    expect(store.getState().connection.accounts.solana?.caipAddress).toMatch(new RegExp(`^${foyerDevSolana.caipNetworkId}:`));
  } finally {
    unregister();
  }
});
