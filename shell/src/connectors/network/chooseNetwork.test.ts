/** @jest-environment node */
import {
  accountConnected,
  foyerDevChain,
  mainnet,
  optionsConfigured,
  selectCurrentRoute,
  selectModal,
  selectRouterHistory,
  solana,
  solanaDevnet,
  viewPushed,
} from '@foyer/kernel';
import { openModal } from '../../router/openModal.js';
import { makeStore } from '../../store/makeStore.js';
import { chooseNetwork } from './chooseNetwork.js';

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** The modal on Account > Networks (or Connect > Networks when nothing is connected). */
function setup({ evmConnected = true, solanaConnected = false } = {}) {
  const store = makeStore({ extra: { isMobile: () => false } });
  store.dispatch(optionsConfigured({ ...store.getState().options, networks: [foyerDevChain, mainnet, solana, solanaDevnet] }));
  if (solanaConnected) store.dispatch(accountConnected({ connectorId: 'phantom', caipAddress: `${solana.caipNetworkId}:${sol}` }));
  if (evmConnected) store.dispatch(accountConnected({ connectorId: 'metamask', caipAddress: `eip155:31337:${evm}` }));
  store.dispatch(openModal());
  store.dispatch(viewPushed({ view: 'Networks' }));
  return store;
}

test('nothing connected: the network is selected and the picker goes back', async () => {
  const store = setup({ evmConnected: false });
  await expect(store.dispatch(chooseNetwork(mainnet))).resolves.toBe('selected');
  expect(store.getState().connection.activeCaipNetworkId).toBe('eip155:1');
  expect(selectRouterHistory(store.getState())).toEqual([{ view: 'Connect' }]);
});

test('same family, another network: SwitchNetwork asks the wallet', async () => {
  const store = setup();
  await expect(store.dispatch(chooseNetwork(mainnet))).resolves.toBe('switchNetwork');
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'SwitchNetwork', data: { network: mainnet } });
  expect(store.getState().connection.activeCaipNetworkId).toBe('eip155:31337');
});

test('another family with no account there: SwitchActiveChain, nothing changes', async () => {
  const store = setup();
  await expect(store.dispatch(chooseNetwork(solana))).resolves.toBe('switchActiveChain');
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'SwitchActiveChain', data: { network: solana } });
  expect(store.getState().connection.activeNamespace).toBe('eip155');
});

test('another family with an account on that network: the active namespace switches without a prompt', async () => {
  const store = setup({ solanaConnected: true });
  await expect(store.dispatch(chooseNetwork(solana))).resolves.toBe('selected');
  expect(store.getState().connection).toMatchObject({ activeNamespace: 'solana', activeCaipNetworkId: solana.caipNetworkId });
  expect(selectRouterHistory(store.getState())).toEqual([{ view: 'Account' }]);
  expect(selectModal(store.getState()).open).toBe(true);
});

test('another family with an account on another of its networks: SwitchNetwork', async () => {
  const store = setup({ solanaConnected: true });
  await expect(store.dispatch(chooseNetwork(solanaDevnet))).resolves.toBe('switchNetwork');
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'SwitchNetwork', data: { network: solanaDevnet } });
});

test('the active network: just back to Account', async () => {
  const store = setup();
  await expect(store.dispatch(chooseNetwork(foyerDevChain))).resolves.toBe('selected');
  expect(selectRouterHistory(store.getState())).toEqual([{ view: 'Account' }]);
});

test('a picker opened as the first view closes after selecting', async () => {
  const store = setup({ evmConnected: false });
  store.dispatch(openModal({ view: 'Networks' }));
  await store.dispatch(chooseNetwork(mainnet));
  expect(selectModal(store.getState()).open).toBe(false);
});
