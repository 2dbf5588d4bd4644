import {
  accountConnected,
  checksumEvmAddress,
  foyerDevChain,
  mainnet,
  selectActiveCaipNetworkId,
  selectConnectionStatus,
  selectCurrentView,
  selectModal,
} from '@foyer/kernel';
import { act, fireEvent, within } from '@testing-library/react';
import { watchConnector } from '../../../connectors/connect/watchConnector.js';
import { createFakeProvider } from '../../../test-utils/createFakeProvider.js';
import { RouterOutlet } from '../../router/RouterOutlet.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';

const address = checksumEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');

/** A connected wallet that moves to Goerli (eip155:5), which the app does not configure. */
async function setup() {
  const store = makeShellTestStore();
  const provider = createFakeProvider({ authorized: true });
  store.extra.connectors.set('com.example.wallet', provider);
  store.dispatch(accountConnected({ connectorId: 'com.example.wallet', caipAddress: `eip155:31337:${address}` }));
  store.dispatch(watchConnector('com.example.wallet'));
  provider.emit('chainChanged', '0x5');
  const view = renderWithStore(<RouterOutlet />, inModal(store));
  // The view's code is a lazy chunk (shared with the other network and wallet views).
  await view.findByTestId(/^view-/);
  return { store, view, provider };
}

describe('UnsupportedChain', () => {
  test('opens when the wallet moves to an unconfigured network and lists the configured ones; accessible', async () => {
    const { store, view } = await setup();
    expect(selectModal(store.getState()).open).toBe(true);
    expect(selectCurrentView(store.getState())).toBe('UnsupportedChain');
    const list = view.getByRole('list', { name: 'Supported networks' });
    expect(within(list).getAllByRole('button').map((button) => button.dataset.testid)).toEqual([
      'network-eip155:31337',
      'network-eip155:1',
    ]);
    expect(within(list).queryByRole('button', { current: true })).toBeNull();
    await expectAccessible(view.container);
  });

  test('choosing a network asks the wallet to switch, and the modal closes once it did', async () => {
    const { store, view, provider } = await setup();
    await act(async () => void fireEvent.click(view.getByTestId(`network-${mainnet.caipNetworkId}`)));
    expect(provider.requests).toContainEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
    expect(selectModal(store.getState()).open).toBe(false);
  });

  test('the wallet moving back to a configured network by itself closes it', async () => {
    const { store, provider } = await setup();
    act(() => provider.emit('chainChanged', `0x${Number(foyerDevChain.id).toString(16)}`));
    expect(selectModal(store.getState()).open).toBe(false);
  });

  test('Disconnect disconnects and closes', async () => {
    const { store, view } = await setup();
    await act(async () => void fireEvent.click(view.getByTestId('unsupported-disconnect')));
    expect(selectConnectionStatus(store.getState())).toBe('disconnected');
    expect(selectModal(store.getState()).open).toBe(false);
  });
});
