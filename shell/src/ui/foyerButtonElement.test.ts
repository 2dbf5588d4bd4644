import { accountConnected, foyerDevChain, selectIsModalOpen } from '@foyer/kernel';
import { act, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createFoyer } from '../createFoyer.js';
import { getFoyer } from '../foyerInstance.js';
import { defineFoyerElements, FOYER_BUTTON_TAG } from './foyerButtonElement.js';
import { balanceHandler, catalogueHandlers, catalogueWallets, projectHandlers, TEST_API_URL } from '@foyer/kernel/test';
import { FAKE_WALLET_ADDRESS } from './test-utils/fakeWallet.js';
import './test-utils/asyncTimeout.js';

const server = setupServer(...projectHandlers(), ...catalogueHandlers(catalogueWallets()), balanceHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await act(async () => getFoyer()?.destroy());
  document.body.replaceChildren();
  localStorage.clear();
});
afterAll(() => server.close());

const create = () => createFoyer({ projectId: 'test-project', apiUrl: TEST_API_URL, networks: [foyerDevChain], debug: false });

function addButton(attributes: Record<string, string> = {}) {
  const element = document.createElement(FOYER_BUTTON_TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const button = () => element.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="connect-button"]')!;
  return { element, button };
}

describe('<foyer-button>', () => {
  test('defineFoyerElements is safe to call twice and does nothing without custom elements', () => {
    defineFoyerElements();
    defineFoyerElements();
    expect(customElements.get(FOYER_BUTTON_TAG)).toBeDefined();

    const registry = Object.getOwnPropertyDescriptor(window, 'customElements')!;
    Object.defineProperty(window, 'customElements', { configurable: true, value: undefined });
    try {
      expect(() => defineFoyerElements()).not.toThrow();
    } finally {
      Object.defineProperty(window, 'customElements', registry);
    }
  });

  test('renders in an open shadow root with its label and size, before and after createFoyer', () => {
    defineFoyerElements();
    const { element, button } = addButton({ label: 'Sign in', size: 'sm' });
    expect(element.shadowRoot?.mode).toBe('open');
    expect([button().textContent, button().dataset.size, button().dataset.state]).toEqual(['Sign in', 'sm', 'disconnected']);
    element.setAttribute('label', 'Connect');
    expect(button().textContent).toBe('Connect');
    element.removeAttribute('label');
    expect(button().textContent).toBe('Connect Wallet');
  });

  test('follows the account of an instance created later, and opens its modal on click', async () => {
    defineFoyerElements();
    const { button } = addButton();
    const foyer = create();
    act(() =>
      void foyer.store.dispatch(
        accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `${foyerDevChain.caipNetworkId}:${FAKE_WALLET_ADDRESS}` }),
      ),
    );
    expect(button().textContent).toBe('0xf39F…2266');
    expect(button().dataset.state).toBe('connected');

    await act(async () => button().click());
    expect(selectIsModalOpen(foyer.store.getState())).toBe(true);
    await waitFor(() => expect(document.querySelector('foyer-modal')?.shadowRoot?.querySelector('[data-testid="view-Account"]')).toBeTruthy());
  });

  test('stops following the instance once removed from the page', () => {
    defineFoyerElements();
    const { element, button } = addButton();
    const foyer = create();
    element.remove();
    act(() =>
      void foyer.store.dispatch(
        accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `${foyerDevChain.caipNetworkId}:${FAKE_WALLET_ADDRESS}` }),
      ),
    );
    expect(button().textContent).toBe('Connect Wallet');
  });
});
