import { foyerDevSolana, selectConnectors, type ConnectorAdapter } from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import { getWallets } from '@wallet-standard/app';
import feature, { SHELL_WALLET_STANDARD_KEY } from './feature';
import { fakeWallet } from './test-utils/fakeWallet';
import { fakeWallets } from './test-utils/fakeWallets';

test('behavior: setup discovers page wallets through the real Wallet Standard registry and returns the adapter', async () => {
  const store = makeTestStore({ networks: [foyerDevSolana] });
  const fake = fakeWallet({ name: 'Page Wallet' });
  const unregister = getWallets().register(fake.wallet);
  try {
    const shell = createFakeShellBridge();
    const adapter = (await feature.setup?.({ store, rootReducer: store.rootReducer, shell })) as ConnectorAdapter;
    expect(feature.id).toBe('solana');
    expect(feature.views).toEqual({});
    expect(selectConnectors(store.getState()).map((item) => item.id)).toContain('solana:page-wallet');
    await adapter.connect('solana:page-wallet');
    expect(store.getState().connection.accounts.solana?.caipAddress).toMatch(new RegExp(`^${foyerDevSolana.caipNetworkId}:`));
  } finally {
    unregister();
  }
});

test('behavior: setup takes the wallets the shell already discovered, not the page registry', async () => {
  const store = makeTestStore({ networks: [foyerDevSolana] });
  const shellWallets = fakeWallets();
  shellWallets.register(fakeWallet({ name: 'Shell Wallet' }).wallet);
  const unregister = getWallets().register(fakeWallet({ name: 'Page Wallet' }).wallet);
  try {
    const shell = createFakeShellBridge();
    shell.providers.set(SHELL_WALLET_STANDARD_KEY, shellWallets);
    await feature.setup?.({ store, rootReducer: store.rootReducer, shell });
    expect(selectConnectors(store.getState()).map((item) => item.id)).toEqual(['solana:shell-wallet']);
    shellWallets.register(fakeWallet({ name: 'Late Wallet' }).wallet);
    expect(selectConnectors(store.getState()).map((item) => item.id)).toEqual(['solana:shell-wallet', 'solana:late-wallet']);
  } finally {
    unregister();
  }
});
