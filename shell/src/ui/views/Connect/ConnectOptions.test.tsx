import { selectCurrentRoute, selectToast, type Features } from '@foyer/kernel';
import { act, fireEvent, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { catalogueHandlers, catalogueWallets, renderWithStore } from '@foyer/kernel/test';
import { openModal } from '../../../router/openModal.js';
import { makeShellTestStore, type MakeShellTestStoreParameters } from '../../../test-utils/makeShellTestStore.js';
import { resolveCustomWallets } from '../../../options/resolveCustomWallets.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { inModal } from '../../test-utils/inModal.js';
import { cleanupModal, renderModal } from '../../test-utils/renderModal.js';
import { Connect } from './Connect.js';

const wallets = catalogueWallets();
const [metaMask] = wallets;
const server = setupServer(...catalogueHandlers(wallets));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LEGAL = { termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: 'https://dapp.example/privacy' };
const EMAIL_AND_SOCIAL: Features = { email: true, socials: ['google'] };
const acme = resolveCustomWallets([
  { id: 'acme', name: 'Acme Wallet', mobile_link: 'acme://', homepage: 'https://acme.example', app_store: 'https://apps.apple.com/app/acme' },
]);

async function renderConnect(parameters: MakeShellTestStoreParameters = {}, { listed = true } = {}) {
  const store = makeShellTestStore(parameters);
  const view = renderWithStore(<Connect />, inModal(store));
  if (listed) await view.findByText('150+');
  const sections = () => Array.from(view.getByTestId('view-Connect').children).map((child) => (child as HTMLElement).dataset.testid);
  return { store, view, sections };
}

describe('legal checkbox (features.legalCheckbox)', () => {
  test('with the terms and privacy links: the methods stay disabled until it is ticked', async () => {
    const { store, view } = await renderConnect({ features: { legalCheckbox: true, ...EMAIL_AND_SOCIAL }, options: LEGAL });
    const label = view.getByText((_, element) => element?.tagName === 'LABEL');
    expect(label.textContent).toBe('I agree to the Terms of Service and Privacy Policy');
    for (const [testId, href] of [['legal-terms', LEGAL.termsConditionsUrl], ['legal-privacy', LEGAL.privacyPolicyUrl]] as const) {
      const link = view.getByTestId(testId);
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    for (const section of ['connect-method-wallet', 'connect-method-email', 'connect-method-social', 'wallet-guide']) {
      expect(view.getByTestId(section).getAttribute('aria-disabled')).toBe('true');
      expect(view.getByTestId(section).hasAttribute('inert')).toBe(true);
    }
    fireEvent.click(view.getByTestId(`wallet-${metaMask!.id}`));
    fireEvent.click(view.getByTestId('all-wallets'));
    expect(selectCurrentRoute(store.getState()).view).toBe('Connect');
    expect(selectToast(store.getState())).toBeNull();
    await expectAccessible(view.container);

    fireEvent.click(view.getByTestId('legal-checkbox'));
    expect(view.getByTestId('connect-method-wallet').hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(view.getByTestId('all-wallets'));
    expect(selectCurrentRoute(store.getState()).view).toBe('AllWallets');
    // Kept for the session: the store remembers it when Connect renders again.
    view.unmount();
    const again = renderWithStore(<Connect />, inModal(store));
    expect((again.getByTestId('legal-checkbox') as HTMLInputElement).checked).toBe(true);
  });

  test('with one link only, the label names that one', async () => {
    const { view } = await renderConnect({ features: { legalCheckbox: true }, options: { termsConditionsUrl: LEGAL.termsConditionsUrl } });
    expect(view.getByText((_, element) => element?.tagName === 'LABEL').textContent).toBe('I agree to the Terms of Service');
    expect(view.queryByTestId('legal-privacy')).toBeNull();
  });

  test.each<[string, MakeShellTestStoreParameters]>([
    ['without links (AppKit shows none)', { features: { legalCheckbox: true } }],
    ['when the feature is off (the default)', { options: LEGAL }],
  ])('no checkbox %s, nothing locked', async (_case, parameters) => {
    const { view } = await renderConnect(parameters);
    expect(view.queryByTestId('legal-checkbox')).toBeNull();
    expect(view.getByTestId('connect-method-wallet').hasAttribute('aria-disabled')).toBe(false);
  });
});

describe('collapsed wallet list (features.collapseWallets)', () => {
  test('with email or socials, one "Continue with a wallet" row opens the wallet list (ConnectWallets)', async () => {
    const { store, view } = await renderConnect({ features: { collapseWallets: true, ...EMAIL_AND_SOCIAL } }, { listed: false });
    const section = view.getByTestId('connect-method-wallet');
    expect(within(section).getAllByRole('button').map((button) => button.dataset.testid)).toEqual(['continue-with-wallet']);
    expect(view.queryByTestId(`wallet-${metaMask!.id}`)).toBeNull();
    fireEvent.click(view.getByTestId('continue-with-wallet'));
    expect(selectCurrentRoute(store.getState()).view).toBe('ConnectWallets');
  });

  test('with wallets as the only method, the list stays open', async () => {
    const { view } = await renderConnect({ features: { collapseWallets: true } });
    expect(view.queryByTestId('continue-with-wallet')).toBeNull();
    expect(view.getByTestId(`wallet-${metaMask!.id}`)).toBeTruthy();
  });
});

describe('enableWallets: false', () => {
  test('Connect shows email and socials only, no wallet and no All wallets', async () => {
    const { view, sections } = await renderConnect({ features: EMAIL_AND_SOCIAL, options: { enableWallets: false } }, { listed: false });
    expect(sections()).toEqual(['connect-method-email', 'connect-method-social']);
    expect(view.queryByTestId('all-wallets')).toBeNull();
  });

  test('with nothing else to offer, a clear message', async () => {
    const { view, sections } = await renderConnect({ options: { enableWallets: false } }, { listed: false });
    expect(sections()).toEqual(['connect-empty']);
    expect(view.getByRole('status').textContent).toContain('No way to connect is offered here');
  });
});

describe('custom wallets (customWallets)', () => {
  test('listed in their own group after featured wallets, before the recommended ones', async () => {
    const { view } = await renderConnect({ options: { customWallets: acme, featuredWalletIds: [wallets[4]!.id] } });
    const rows = within(view.getByTestId('connect-method-wallet'))
      .getAllByRole('button')
      .map((button) => button.dataset.testid);
    expect(rows.slice(0, 3)).toEqual([`wallet-${wallets[4]!.id}`, 'wallet-acme', `wallet-${metaMask!.id}`]);
  });

  test('choosing one pairs through WalletConnect with its deep link, as a catalogue wallet', async () => {
    const { store, view } = await renderConnect({ options: { customWallets: acme, enableWalletConnect: true } });
    fireEvent.click(view.getByTestId('wallet-acme'));
    expect(selectCurrentRoute(store.getState())).toEqual({ view: 'ConnectingWalletConnect', data: { walletId: 'acme' } });
  });
});

describe('wallet guide (enableWalletGuide)', () => {
  afterEach(cleanupModal);

  test('"Get started" -> What is a wallet? -> Get a wallet (store links) -> Explore all', async () => {
    const store = makeShellTestStore({ features: EMAIL_AND_SOCIAL, options: { customWallets: acme } });
    const { ui, container } = renderModal(store);
    act(() => void store.dispatch(openModal()));
    await ui.findByText('150+');
    expect(ui.getByTestId('wallet-guide').textContent).toBe('Haven’t got a wallet? Get started');
    fireEvent.click(ui.getByTestId('wallet-guide-get-started'));
    const explainer = await ui.findByTestId('view-WhatIsAWallet');
    expect(explainer.textContent).toContain('One login for all of web3');
    await expectAccessible(container);
    fireEvent.click(ui.getByTestId('get-a-wallet'));
    const getWallet = await ui.findByTestId('view-GetWallet');
    // Custom wallets come before the catalogue's first ones (AppKit's order), four in all.
    expect(within(getWallet).getAllByRole('listitem').map((item) => item.dataset.testid)).toEqual([
      'get-wallet-acme',
      `get-wallet-${metaMask!.id}`,
      `get-wallet-${wallets[1]!.id}`,
      `get-wallet-${wallets[2]!.id}`,
    ]);
    const store_ = ui.getByTestId(`get-wallet-${metaMask!.id}-app_store`);
    expect(store_.getAttribute('href')).toBe('https://apps.apple.com/us/app/metamask/id1438144202');
    expect(store_.getAttribute('target')).toBe('_blank');
    expect(store_.getAttribute('rel')).toContain('noopener');
    expect(ui.getByTestId('get-wallet-acme-homepage').getAttribute('href')).toBe('https://acme.example');
    await expectAccessible(container);
    fireEvent.click(ui.getByTestId('get-wallet-explore-all'));
    expect(await ui.findByTestId('view-AllWallets')).toBeTruthy();
  });

  test.each<[string, MakeShellTestStoreParameters]>([
    ['enableWalletGuide: false', { features: EMAIL_AND_SOCIAL, options: { enableWalletGuide: false } }],
    ['wallets only (AppKit shows it next to email or social login)', {}],
  ])('no guide with %s', async (_case, parameters) => {
    const { view } = await renderConnect(parameters);
    expect(view.queryByTestId('wallet-guide')).toBeNull();
  });
});
