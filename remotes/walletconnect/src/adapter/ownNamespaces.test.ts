import { ownNamespaces } from './ownNamespaces';

test('lists only the families whose active account is WalletConnect', () => {
  expect(ownNamespaces({ eip155: 'walletConnect', solana: 'app.phantom', bip122: 'walletConnect' })).toEqual(['eip155', 'bip122']);
  expect(ownNamespaces({})).toEqual([]);
});
