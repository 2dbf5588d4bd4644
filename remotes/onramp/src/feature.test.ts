import { accountConnected, foyerDevChain, FOYER_DEV_EVM_ACCOUNTS, viewsOwnedBy } from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import feature from './feature';
import { amountChanged, selectOnramp } from './onrampSlice';

test('the manifest carries every onramp view of the view table and the Account slot', () => {
  expect(Object.keys(feature.views).sort()).toEqual(viewsOwnedBy('onramp').sort());
  expect(Object.keys(feature.slots ?? {})).toEqual(['AccountActions']);
});

test('setup injects the onramp state, which a change of account resets', async () => {
  const store = makeTestStore({ networks: [foyerDevChain], features: { onramp: ['foyer-dev'] } });
  await feature.setup?.({ store, rootReducer: store.rootReducer, shell: createFakeShellBridge() });
  store.dispatch(accountConnected({ connectorId: 'wallet', caipAddress: `${foyerDevChain.caipNetworkId}:${FOYER_DEV_EVM_ACCOUNTS[0]}` }));
  store.dispatch(amountChanged('100'));
  expect((store.getState() as { onramp?: unknown }).onramp).toMatchObject({ amount: '100' });
  store.dispatch(accountConnected({ connectorId: 'wallet', caipAddress: `${foyerDevChain.caipNetworkId}:${FOYER_DEV_EVM_ACCOUNTS[1]}` }));
  expect(selectOnramp(store.getState()).amount).toBe('');
});
