import {
  accountConnected,
  checksumEvmAddress,
  foyerDevChain,
  mainnet,
  selectActiveCaipNetworkId,
  selectCurrentRoute,
  selectRouterHistory,
  solana,
  viewPushed,
} from '@foyer/kernel';
import { act, fireEvent, within } from '@testing-library/react';
import { openModal } from '../../../router/openModal.js';
import { createFakeProvider } from '../../../test-utils/createFakeProvider.js';
import { RouterOutlet } from '../../router/RouterOutlet.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';

const address = checksumEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');

/** The modal on Account > Networks with an injected wallet connected (or Connect > Networks). */
async function setup({ connected = true } = {}) {
  const store = makeShellTestStore({ options: { networks: [foyerDevChain, mainnet, solana] } });
  const provider = createFakeProvider({ authorized: true });
  store.extra.connectors.set('com.example.wallet', provider);
  if (connected) store.dispatch(accountConnected({ connectorId: 'com.example.wallet', caipAddress: `eip155:31337:${address}` }));
  store.dispatch(openModal());
  store.dispatch(viewPushed({ view: 'Networks' }));
  const view = renderWithStore(<RouterOutlet />, inModal(store));
  // The view's code is a lazy chunk (shared with the other network and wallet views).
  await view.findByTestId(/^view-/);
  return { store, view, provider, entry: (id: string) => view.getByTestId(`network-${id}`) };
}

describe('Networks', () => {
  test('lists the configured networks as buttons, the active one marked', async () => {
    const { view, entry } = await setup();
    const list = view.getByRole('list', { name: 'Networks' });
    expect(within(list).getAllByRole('button').map((button) => button.dataset.testid)).toEqual([
      'network-eip155:31337',
      'network-eip155:1',
      `network-${solana.caipNetworkId}`,
    ]);
    expect(entry('eip155:31337').getAttribute('aria-current')).toBe('true');
    expect(entry('eip155:1').hasAttribute('aria-current')).toBe(false);
    expect(entry('eip155:31337').textContent).toContain('(active)');
    expect(entry(solana.caipNetworkId).textContent).toContain('Solana');
    await expectAccessible(view.container);
  });

  test('same family: SwitchNetwork asks the wallet, then back on Account on the new network', async () => {
    const { store, view, entry, provider } = await setup();
    await act(async () => void fireEvent.click(entry('eip155:1')));
    expect(provider.requests).toContainEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
    expect(selectRouterHistory(store.getState())).toEqual([{ view: 'Account' }]);
    expect(view.getByTestId('view-Account')).toBeTruthy();
  });

  test('another family with no wallet there: SwitchActiveChain', async () => {
    const { store, entry, view } = await setup();
    await act(async () => void fireEvent.click(entry(solana.caipNetworkId)));
    expect(selectCurrentRoute(store.getState())).toEqual({ view: 'SwitchActiveChain', data: { network: solana } });
    expect(view.getByTestId('view-SwitchActiveChain')).toBeTruthy();
  });

  test('nothing connected: choosing selects the network and goes back', async () => {
    const { store, entry } = await setup({ connected: false });
    await act(async () => void fireEvent.click(entry(solana.caipNetworkId)));
    expect(selectActiveCaipNetworkId(store.getState())).toBe(solana.caipNetworkId);
    expect(selectCurrentRoute(store.getState()).view).toBe('Connect');
  });

  test('every entry is reachable and activated with the keyboard (native buttons)', async () => {
    const { entry } = await setup();
    const button = entry('eip155:1');
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });
});
