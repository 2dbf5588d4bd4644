import { accountConnected, foyerDevChain } from '@foyer/kernel';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createFoyer } from '../createFoyer.js';
import { getFoyer } from '../foyerInstance.js';
import { ConnectButton } from './ConnectButton.js';
import { announceWallet } from './test-utils/announceWallet.js';
import { balanceHandler, catalogueHandlers, catalogueWallets, projectHandlers, TEST_API_URL } from '@foyer/kernel/test';
import { expectAccessible } from './test-utils/expectAccessible.js';
import { FAKE_WALLET_ADDRESS } from './test-utils/fakeWallet.js';
import './test-utils/asyncTimeout.js';

const server = setupServer(...projectHandlers(), ...catalogueHandlers(catalogueWallets()), balanceHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // destroy() unmounts the modal's React root: let that happen inside act.
  await act(async () => getFoyer()?.destroy());
  document.body.replaceChildren();
  localStorage.clear();
});
afterAll(() => server.close());

const modal = () => {
  const root = document.querySelector('foyer-modal')?.shadowRoot?.querySelector<HTMLElement>('.foyer-root');
  if (!root) throw new Error('The modal is not mounted');
  return within(root);
};

describe('ConnectButton', () => {
  test('says "Connect Wallet" before createFoyer and with no wallet connected', async () => {
    const view = render(<ConnectButton />);
    expect(view.getByTestId('connect-button').textContent).toBe('Connect Wallet');
    act(() => void createFoyer({ projectId: 'test-project', apiUrl: TEST_API_URL, networks: [foyerDevChain], debug: false }));
    expect(view.getByRole('button', { name: 'Connect Wallet' })).toBe(view.getByTestId('connect-button'));
    await expectAccessible(view.container);
  });

  test('label and size', () => {
    const view = render(<ConnectButton label="Sign in" size="sm" />);
    const button = view.getByTestId('connect-button');
    expect([button.textContent, button.dataset.size]).toEqual(['Sign in', 'sm']);
  });

  test('journey: open the modal (loaded on click), connect the announced wallet, then show the short address', async () => {
    act(() => void createFoyer({ projectId: 'test-project', apiUrl: TEST_API_URL, networks: [foyerDevChain], debug: false }));
    act(() => announceWallet());
    const view = render(<ConnectButton />);
    expect(document.querySelector('foyer-modal')).toBeNull();

    await act(async () => void fireEvent.click(view.getByTestId('connect-button')));
    const wallet = await modal().findByTestId('wallet-dev.foyer.wallet');
    await act(async () => void fireEvent.click(wallet));

    await waitFor(() => expect(view.getByTestId('connect-button').textContent).toBe('0xf39F…2266'));
    expect(view.getByTestId('connect-button').dataset.state).toBe('connected');
    expect(modal().queryByTestId('foyer-modal')).toBeNull();

    await act(async () => void fireEvent.click(view.getByTestId('connect-button')));
    expect(await modal().findByTestId('view-Account')).toBeTruthy();
  });

  test('balance="show" adds the native balance once connected', async () => {
    const foyer = createFoyer({ projectId: 'test-project', apiUrl: TEST_API_URL, networks: [foyerDevChain], debug: false });
    const view = render(<ConnectButton balance="show" />);
    expect(view.getByTestId('connect-button').textContent).toBe('Connect Wallet');
    act(() =>
      void foyer.store.dispatch(
        accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `${foyerDevChain.caipNetworkId}:${FAKE_WALLET_ADDRESS}` }),
      ),
    );
    await waitFor(() => expect(view.getByTestId('connect-button').textContent).toBe('0xf39F…226610000.000 ETH'));
  });
});
