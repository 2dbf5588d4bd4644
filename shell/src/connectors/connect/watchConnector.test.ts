/** @jest-environment node */
import {
  accountConnected,
  checksumEvmAddress,
  optionsConfigured,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectConnectionStatus,
  selectCurrentView,
  selectModal,
} from '@foyer/kernel';
import { createFakeProvider } from '../../test-utils/createFakeProvider.js';
import { setupConnectorStore } from '../../test-utils/setupConnectorStore.js';
import { watchConnector } from './watchConnector.js';

const first = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const second = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

function setup(options: { allowUnsupportedChain?: boolean; enableNetworkSwitch?: boolean } = {}) {
  const { store, addWallet, logger } = setupConnectorStore({ allowUnsupportedChain: options.allowUnsupportedChain ?? false });
  if (options.enableNetworkSwitch === false) {
    store.dispatch(optionsConfigured({ ...store.getState().options, enableNetworkSwitch: false }));
  }
  const provider = createFakeProvider({ accounts: [first] });
  addWallet(provider);
  store.dispatch(accountConnected({ connectorId: 'com.example.wallet', caipAddress: `eip155:31337:${first}` }));
  store.dispatch(watchConnector('com.example.wallet'));
  return { store, provider, logger };
}

test('accountsChanged: the new active account is recorded with every address', () => {
  const { store, provider } = setup();
  provider.emit('accountsChanged', [second, first]);
  const checksummed = checksumEvmAddress(second);
  expect(selectActiveAccount(store.getState())).toMatchObject({ address: checksummed, caipAddress: `eip155:31337:${checksummed}` });
  expect(store.getState().connection.connections[0]?.accounts).toEqual([{ address: second }, { address: first }]);
});

test('accountsChanged with no account: the wallet disconnected', () => {
  const { store, provider } = setup();
  provider.emit('accountsChanged', []);
  expect(selectConnectionStatus(store.getState())).toBe('disconnected');
});

test('chainChanged to a configured network: the active network follows', () => {
  const { store, provider } = setup();
  provider.emit('chainChanged', '0x1');
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
  expect(selectActiveAccount(store.getState())?.caipAddress).toBe(`eip155:1:${first}`);
  expect(selectModal(store.getState()).open).toBe(false);
});

test('chainChanged to a network that is not configured opens UnsupportedChain; back on a configured one it closes', () => {
  const { store, provider } = setup();
  provider.emit('chainChanged', '0x5');
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:5');
  expect(selectModal(store.getState()).open).toBe(true);
  expect(selectCurrentView(store.getState())).toBe('UnsupportedChain');
  provider.emit('chainChanged', '0x7a69');
  expect(selectModal(store.getState()).open).toBe(false);
});

test.each([
  ['allowUnsupportedChain', { allowUnsupportedChain: true }],
  ['network switching disabled', { enableNetworkSwitch: false }],
] as const)('with %s an unconfigured network does not open UnsupportedChain', (_name, options) => {
  const { store, provider } = setup(options);
  provider.emit('chainChanged', '0x5');
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:5');
  expect(selectModal(store.getState()).open).toBe(false);
});

test('invalid events are ignored with a warning', () => {
  const { store, provider, logger } = setup();
  provider.emit('chainChanged', 'not a chain');
  provider.emit('accountsChanged', ['nope']);
  expect(logger.warn).toHaveBeenCalledTimes(2);
  expect(selectActiveAccount(store.getState())?.caipAddress).toBe(`eip155:31337:${first}`);
});

test('disconnect: forgets the wallet, except MetaMask’s 1013 "reconnecting"', () => {
  const { store, provider } = setup();
  provider.emit('disconnect', { code: 1013, message: 'reconnecting' });
  expect(selectConnectionStatus(store.getState())).toBe('connected');
  provider.emit('disconnect', { code: 4900, message: 'Disconnected' });
  expect(selectConnectionStatus(store.getState())).toBe('disconnected');
  expect(provider.listenerCount('chainChanged')).toBe(0);
});

test('events of a wallet that is no longer the active one are ignored', () => {
  const { store, provider } = setup();
  store.dispatch(accountConnected({ connectorId: 'other.wallet', caipAddress: `eip155:1:${second}` }));
  provider.emit('chainChanged', '0x5');
  provider.emit('accountsChanged', []);
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
  expect(selectActiveAccount(store.getState())?.address).toBe(second);
});

test('watching again replaces the previous listeners', () => {
  const { store, provider } = setup();
  store.dispatch(watchConnector('com.example.wallet'));
  expect(provider.listenerCount('accountsChanged')).toBe(1);
  expect(provider.listenerCount('chainChanged')).toBe(1);
});
