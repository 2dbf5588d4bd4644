import { MODAL_SHAKE_MS, alertRaised, modalClosed, loadingChanged, selectCurrentView, selectModal, signInRequiredChanged, viewPushed, type Route } from '@foyer/kernel';
import { act, fireEvent } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { openModal } from '../../router/openModal.js';
import { catalogueHandlers, catalogueWallets } from '@foyer/kernel/test';
import { addFakeWallet } from '../test-utils/fakeWallet.js';
import { makeShellTestStore } from '../../test-utils/makeShellTestStore.js';
import { cleanupModal, renderModal } from '../test-utils/renderModal.js';
import { expectAccessible } from '../test-utils/expectAccessible.js';

const server = setupServer(...catalogueHandlers(catalogueWallets()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanupModal();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

async function setup() {
  const store = makeShellTestStore();
  addFakeWallet(store);
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  const modal = renderModal(store);
  act(() => void store.dispatch(openModal()));
  await modal.ui.findByText('150+'); // the catalogue answered: the wallet list is complete
  const active = () => modal.shadow.activeElement;
  return { store, opener, active, ...modal };
}

describe('the modal dialog', () => {
  afterEach(() => document.body.querySelectorAll('button').forEach((button) => button.remove()));

  test('renders a labelled modal dialog in an open shadow root appended to body', async () => {
    const { host, ui } = await setup();
    expect(host.parentElement).toBe(document.body);
    const dialog = ui.getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.testid).toBe('foyer-modal');
    expect(ui.getByTestId('view-Connect')).toBeTruthy();
    expect(ui.queryByTestId('header-back')).toBeNull();
    expect(ui.getByRole('button', { name: 'Close' })).toBe(ui.getByTestId('header-close'));
    await expectAccessible(host);
  });

  test('behaviour: focus moves into the dialog and Tab / Shift+Tab wrap around inside it', async () => {
    const { ui, active } = await setup();
    const dialog = ui.getByTestId('foyer-modal');
    expect(dialog.contains(active())).toBe(true);
    expect(active()).toBe(ui.getByTestId('wallet-dev.foyer.wallet'));

    const close = ui.getByTestId('header-close');
    const allWallets = ui.getByTestId('all-wallets');
    act(() => allWallets.focus());
    fireEvent.keyDown(allWallets, { key: 'Tab' });
    expect(active()).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(active()).toBe(allWallets);
  });

  test('behaviour: Escape closes and focus returns to the opener', async () => {
    const { store, ui, opener } = await setup();
    fireEvent.keyDown(ui.getByTestId('foyer-modal'), { key: 'Escape' });
    expect(selectModal(store.getState()).open).toBe(false);
    expect(ui.queryByTestId('foyer-modal')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('behaviour: a click on the overlay closes, a click in the card does not', async () => {
    const { store, ui } = await setup();
    fireEvent.mouseDown(ui.getByTestId('view-Connect'));
    expect(selectModal(store.getState()).open).toBe(true);
    fireEvent.mouseDown(ui.getByTestId('foyer-modal').parentElement!);
    expect(selectModal(store.getState()).open).toBe(false);
  });

  describe('given sign-in is required', () => {
    afterEach(() => jest.useRealTimers());

    test('close is disabled and Escape shakes the modal for 500 ms instead of closing', async () => {
      const { store, ui } = await setup();
      jest.useFakeTimers();
      act(() => void store.dispatch(signInRequiredChanged(true)));
      expect((ui.getByTestId('header-close') as HTMLButtonElement).disabled).toBe(true);
      fireEvent.keyDown(ui.getByTestId('foyer-modal'), { key: 'Escape' });
      expect(selectModal(store.getState()).open).toBe(true);
      expect(ui.getByTestId('foyer-modal').dataset.shake).toBe('true');
      await act(async () => void (await jest.advanceTimersByTimeAsync(MODAL_SHAKE_MS)));
      expect(ui.getByTestId('foyer-modal').dataset.shake).toBe('false');
    });
  });

  test('behaviour: Back pops to the previous view; the title follows the view', async () => {
    const { store, ui } = await setup();
    act(() => void store.dispatch(viewPushed({ view: 'AllWallets' })));
    expect(ui.getByRole('dialog', { name: 'All Wallets' })).toBeTruthy();
    fireEvent.click(ui.getByTestId('header-back'));
    expect(selectCurrentView(store.getState())).toBe('Connect');
    expect(ui.queryByTestId('header-back')).toBeNull();
  });

  test('behaviour: the loading state covers the view with an announced spinner', async () => {
    const { store, ui } = await setup();
    act(() => void store.dispatch(loadingChanged(true)));
    expect(ui.getByTestId('foyer-modal').getAttribute('aria-busy')).toBe('true');
    expect(ui.getByRole('status', { name: 'Loading' })).toBeTruthy();
    act(() => void store.dispatch(loadingChanged(false)));
    expect(ui.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  test('behaviour: a view no package renders (a name outside the view table, e.g. from open() in an untyped host) says so and Back still works', async () => {
    const { store, ui, host } = await setup();
    // No row of the view table is `planned` any more; a host calling `open({ view })` from plain JS can still name one.
    act(() => void store.dispatch(viewPushed({ view: 'WalletSwap' } as unknown as Route)));
    expect(ui.getByRole('dialog', { name: 'Not available yet' })).toBeTruthy();
    const view = ui.getByTestId('view-NotAvailable');
    expect(view.textContent).toContain('Not available yet');
    await expectAccessible(host);
    fireEvent.click(ui.getByRole('button', { name: 'Go back' }));
    expect(selectCurrentView(store.getState())).toBe('Connect');
  });
});

describe('mounted closed ahead of the first open (warm click)', () => {
  test('shows no floating alert before the first open, and shows it after a close', async () => {
    const store = makeShellTestStore();
    const modal = renderModal(store);
    act(() => void store.dispatch(alertRaised('NETWORK_NOT_FOUND')));
    expect(modal.ui.queryByTestId('alert')).toBeNull();
    act(() => void store.dispatch(openModal()));
    expect(modal.ui.getByTestId('foyer-modal')).toBeTruthy();
    act(() => void store.dispatch(modalClosed()));
    expect(modal.ui.queryByTestId('foyer-modal')).toBeNull();
    expect(modal.ui.getByTestId('alert')).toBeTruthy();
  });
});
