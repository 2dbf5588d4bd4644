import { accountConnected, selectModal, viewPushed } from '@foyer/kernel';
import { act, fireEvent } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { catalogueHandlers, catalogueWallets } from '@foyer/kernel/test';
import { closeModal } from '../../router/closeModal.js';
import { openModal } from '../../router/openModal.js';
import { addFakeWallet, FAKE_WALLET_ADDRESS } from '../test-utils/fakeWallet.js';
import { makeShellTestStore } from '../../test-utils/makeShellTestStore.js';
import { cleanupModal, renderModal } from '../test-utils/renderModal.js';

const server = setupServer(...catalogueHandlers(catalogueWallets()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanupModal();
  server.resetHandlers();
  localStorage.clear();
  document.body.querySelectorAll('button').forEach((button) => button.remove());
});
afterAll(() => server.close());

function standingBy() {
  const store = makeShellTestStore();
  addFakeWallet(store);
  const modal = renderModal(store, { standby: true });
  const overlay = () => modal.shadow.querySelector<HTMLElement>('.foyer-overlay');
  return { store, overlay, ...modal };
}

describe('the closed modal standing by', () => {
  test('renders the Connect view hidden, inert and out of the accessibility tree before the first open', async () => {
    const { store, ui, overlay } = standingBy();
    await ui.findByText('150+'); // the wallet list is rendered (and laid out) ahead of the click
    expect(selectModal(store.getState()).open).toBe(false);
    expect(overlay()?.dataset.state).toBe('standby');
    expect(overlay()?.hasAttribute('inert')).toBe(true);
    expect(overlay()?.getAttribute('aria-hidden')).toBe('true');
    expect(ui.queryByRole('dialog')).toBeNull();
    expect(ui.getByTestId('wallet-dev.foyer.wallet')).toBeTruthy();
  });

  test('opening shows the same rendered dialog, takes focus, and closing puts it back on standby with focus returned', async () => {
    const { store, ui, overlay, shadow } = standingBy();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const row = await ui.findByTestId('wallet-dev.foyer.wallet');
    expect(shadow.activeElement).toBeNull(); // standing by never takes focus

    act(() => void store.dispatch(openModal()));
    expect(ui.getByTestId('wallet-dev.foyer.wallet')).toBe(row); // shown, not rendered again
    expect(overlay()?.dataset.state).toBe('open');
    expect(overlay()?.hasAttribute('inert')).toBe(false);
    expect(ui.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(shadow.activeElement).toBe(row);

    fireEvent.keyDown(ui.getByTestId('foyer-modal'), { key: 'Escape' });
    expect(overlay()?.dataset.state).toBe('standby');
    expect(document.activeElement).toBe(opener);
  });

  test('closing from any view returns to standing by on Connect; a router elsewhere or a connected user stands no dialog by', async () => {
    const { store, ui } = standingBy();
    await ui.findByTestId('wallet-dev.foyer.wallet');
    act(() => void store.dispatch(openModal()));
    act(() => void store.dispatch(viewPushed({ view: 'AllWallets' })));
    act(() => void store.dispatch(closeModal()));
    expect(ui.getByTestId('foyer-modal').getAttribute('data-view')).toBe('Connect');

    act(() => void store.dispatch(viewPushed({ view: 'AllWallets' }))); // the next open would not show this
    expect(ui.queryByTestId('foyer-modal')).toBeNull();
    act(() => void store.dispatch(closeModal()));
    expect(ui.getByTestId('foyer-modal')).toBeTruthy();

    act(() => void store.dispatch(accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `eip155:31337:${FAKE_WALLET_ADDRESS}` })));
    expect(ui.queryByTestId('foyer-modal')).toBeNull();
  });

  test('without the standby option the closed modal renders no dialog', () => {
    const store = makeShellTestStore();
    const { ui } = renderModal(store);
    expect(ui.queryByTestId('foyer-modal')).toBeNull();
  });
});
