import { accountConnected, bitcoin, foyerDevChain, mainnet, solana } from '@foyer/kernel';
import { makeTestStore } from '@foyer/kernel/test';
import { selectReceiveNetworks } from './selectReceiveNetworks';

test('no active account: no network', () => {
  const store = makeTestStore({ networks: [foyerDevChain, mainnet] });
  expect(selectReceiveNetworks(store.getState())).toEqual([]);
});

test('the configured networks of the active namespace, in configured order', () => {
  const store = makeTestStore({ networks: [mainnet, solana, foyerDevChain, bitcoin] });
  store.dispatch(
    accountConnected({
      connectorId: 'dev.foyer.wallet',
      caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    }),
  );
  expect(selectReceiveNetworks(store.getState()).map((network) => network.caipNetworkId)).toEqual([
    'eip155:1',
    'eip155:31337',
  ]);
});
