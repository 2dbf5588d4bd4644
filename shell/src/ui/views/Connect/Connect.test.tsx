import {
  connectorAdded,
  foyerDevChain,
  foyerDevSolana,
  recentWalletUsed,
  selectCurrentRoute,
  selectToast,
  viewPushed,
  type Features,
} from '@foyer/kernel';
import { act, fireEvent, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { catalogueHandlers, catalogueWallets, renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';
import { addFakeWallet } from '../../test-utils/fakeWallet.js';
import { makeShellTestStore, type MakeShellTestStoreParameters } from '../../../test-utils/makeShellTestStore.js';
import { Connect } from './Connect.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';

const wallets = catalogueWallets();
const [metaMask, trust, coinbase, phantom, okx] = wallets;
const server = setupServer(...catalogueHandlers(wallets));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

async function renderConnect(parameters: MakeShellTestStoreParameters = {}, prepare?: (store: ReturnType<typeof makeShellTestStore>) => void) {
  const store = makeShellTestStore(parameters);
  prepare?.(store);
  const view = renderWithStore(<Connect />, inModal(store));
  await view.findByText('150+');
  const buttons = () =>
    within(view.getByTestId('connect-method-wallet'))
      .getAllByRole('button')
      .map((button) => button.dataset.testid);
  return { store, view, buttons };
}

describe('Connect', () => {
  test('lists the installed wallet first, then 4 recommended catalogue wallets and All wallets with the count', async () => {
    const { view, buttons } = await renderConnect({}, (store) => addFakeWallet(store));
    expect(buttons()).toEqual([
      'wallet-dev.foyer.wallet',
      `wallet-${metaMask!.id}`,
      `wallet-${trust!.id}`,
      `wallet-${coinbase!.id}`,
      `wallet-${phantom!.id}`,
      'all-wallets',
    ]);
    const installed = view.getByTestId('wallet-dev.foyer.wallet');
    expect(installed.textContent).toBe('Foyer Dev WalletInstalled');
    expect(view.getByTestId('all-wallets').textContent).toBe('All wallets150+');
    await expectAccessible(view.container);
  });

  test('an installed wallet that is in the catalogue shows once, as installed, under its catalogue id', async () => {
    const { buttons } = await renderConnect({}, (store) => addFakeWallet(store, { id: 'io.metamask', name: 'MetaMask' }));
    expect(buttons()).toEqual([
      `wallet-${metaMask!.id}`,
      `wallet-${trust!.id}`,
      `wallet-${coinbase!.id}`,
      `wallet-${phantom!.id}`,
      `wallet-${okx!.id}`,
      'all-wallets',
    ]);
  });

  test('when the dapp spans several chain families, an installed wallet names its family', async () => {
    const { view } = await renderConnect({ options: { networks: [foyerDevChain, foyerDevSolana] } }, (store) => {
      addFakeWallet(store);
      store.dispatch(connectorAdded({ id: 'solana:foyer-dev-wallet', type: 'ANNOUNCED', name: 'Foyer Dev Wallet', chain: 'solana', remote: 'solana' }));
    });
    expect(view.getByTestId('wallet-dev.foyer.wallet').textContent).toBe('Foyer Dev WalletInstalled · EVM');
    expect(view.getByTestId('wallet-solana:foyer-dev-wallet').textContent).toContain('Foyer Dev WalletInstalled · Solana');
  });

  test('recently used wallets come first: installed ones at the top of Installed, others tagged "Recent"', async () => {
    const { view, buttons } = await renderConnect({}, (store) => {
      addFakeWallet(store, { id: 'com.example.wallet', name: 'Example Wallet' });
      addFakeWallet(store);
      store.dispatch(recentWalletUsed('dev.foyer.wallet'));
      store.dispatch(recentWalletUsed(trust!.id));
    });
    expect(buttons().slice(0, 3)).toEqual([`wallet-${trust!.id}`, 'wallet-dev.foyer.wallet', 'wallet-com.example.wallet']);
    expect(view.getByTestId(`wallet-${trust!.id}`).textContent).toBe('Trust WalletRecent');
    expect(view.getByTestId('wallet-dev.foyer.wallet').textContent).toBe('Foyer Dev WalletInstalled');
  });

  test('excluded wallets are hidden by id or name, featured wallets are listed before recommended ones', async () => {
    const { buttons } = await renderConnect({ options: { featuredWalletIds: [okx!.id], excludeWalletIds: ['Trust Wallet', metaMask!.id] } });
    expect(buttons()).toEqual([
      `wallet-${okx!.id}`,
      `wallet-${coinbase!.id}`,
      `wallet-${phantom!.id}`,
      `wallet-${wallets[5]!.id}`,
      `wallet-${wallets[6]!.id}`,
      'all-wallets',
    ]);
  });

  test.each<[string, Features, boolean, string[]]>([
    ['only wallets', { receive: true }, false, ['connect-method-wallet']],
    ['email and social, no browser wallet', { email: true, socials: ['google'] }, false, ['connect-method-email', 'connect-method-social', 'connect-method-wallet']],
    ['email and social, a browser wallet', { email: true, socials: ['google'] }, true, ['connect-method-wallet', 'connect-method-email', 'connect-method-social']],
  ])('method sections: %s', async (_case, features, injected, expected) => {
    const { view } = await renderConnect({ features }, (store) => injected && addFakeWallet(store));
    const sections = Array.from(view.getByTestId('view-Connect').children)
      .map((child) => (child as HTMLElement).dataset.testid)
      .filter((testId) => testId?.startsWith('connect-method-'));
    expect(sections).toEqual(expected);
  });

  test('with WalletConnect off, a wallet that is not installed says so and stays on Connect', async () => {
    const { store, view } = await renderConnect();
    fireEvent.click(view.getByTestId(`wallet-${metaMask!.id}`));
    expect(selectToast(store.getState())).toMatchObject({ variant: 'info', message: 'MetaMask is not installed in this browser' });
    expect(selectCurrentRoute(store.getState()).view).toBe('Connect');
  });

  test('with WalletConnect on, a wallet that is not installed pairs through WalletConnect with its deep link', async () => {
    const { store, view } = await renderConnect({ options: { enableWalletConnect: true } });
    fireEvent.click(view.getByTestId(`wallet-${metaMask!.id}`));
    expect(selectCurrentRoute(store.getState())).toEqual({ view: 'ConnectingWalletConnect', data: { walletId: metaMask!.id } });
    expect(selectToast(store.getState())).toBeNull();
  });

  test('an installed wallet connects (ConnectingExternal), All wallets opens its view', async () => {
    const { store, view } = await renderConnect({}, (store) => {
      addFakeWallet(store, { behaviour: 'pending' });
    });
    fireEvent.click(view.getByTestId('all-wallets'));
    expect(selectCurrentRoute(store.getState()).view).toBe('AllWallets');
    act(() => void store.dispatch(viewPushed({ view: 'Connect' })));
    fireEvent.click(view.getByTestId('wallet-dev.foyer.wallet'));
    expect(selectCurrentRoute(store.getState())).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'dev.foyer.wallet' } });
  });
});
