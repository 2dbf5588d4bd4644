import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { encode } from 'uqr';
import { foyerDevChain, selectToast } from '@foyer/kernel';
import { catalogueHandlers, makeTestStore, testWallet, type TestStore } from '@foyer/kernel/test';
import { WALLETCONNECT_STORE } from '../../test-utils/walletConnectStore';
import { renderView } from '../../test-utils/renderView';
import { pairingExpired, pairingFailed, pairingStarted, pairingUriReceived } from '../../walletConnectSlice';
import { ConnectingWalletConnect } from './ConnectingWalletConnect';
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic';
import { QR_OPTIONS } from './PairingQrCode';
import { qrModulesPath } from '@foyer/kernel';

expect.extend(toHaveNoViolations);

const URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300';
const URI_2 = 'wc:aa@2?relay-protocol=irn&symKey=bb';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let store: TestStore;
beforeEach(() => {
  store = makeTestStore({ ...WALLETCONNECT_STORE, networks: [foyerDevChain] });
  server.use(...catalogueHandlers([testWallet('rainbow'), testWallet('trust', { mobile_link: 'https://link.trustwallet.com' }), testWallet('nolinks', { mobile_link: null })]));
});

function showUri(uri = URI) {
  act(() => {
    store.dispatch(pairingStarted());
    store.dispatch(pairingUriReceived({ uri, expiresAt: Date.now() + 1000 }));
  });
}

test('the wallet picked in the list (data.walletId) comes first among the deep links', async () => {
  server.use(...catalogueHandlers([testWallet('rainbow'), testWallet('trust'), testWallet('zerion'), testWallet('ledger'), testWallet('picked')]));
  renderView((api) => <ConnectingWalletConnect api={api} data={{ walletId: 'picked' }} />, store);
  showUri();
  await screen.findByTestId('wc-deeplink-picked');
  const ids = screen.getAllByRole('link').map((link) => link.getAttribute('data-testid'));
  expect(ids[0]).toBe('wc-deeplink-picked');
  expect(ids).toHaveLength(4);
});

test('a custom wallet (customWallets) picked in the list is offered first with its own link', async () => {
  const acme = { id: 'acme', name: 'Acme Wallet', image_id: null, image_url: null, mobile_link: 'acme://', desktop_link: 'acme://', webapp_link: null, rdns: null, chains: [], badge_type: null, homepage: null, app_store: null, play_store: null };
  store = makeTestStore({ ...WALLETCONNECT_STORE, networks: [foyerDevChain], options: { customWallets: [acme] } });
  renderView((api) => <ConnectingWalletConnect api={api} data={{ walletId: 'acme' }} />, store);
  showUri();
  const link = await screen.findByTestId('wc-deeplink-acme');
  expect(link.getAttribute('href')).toMatch(/^acme:\/\//);
  expect(screen.getAllByRole('link')[0]).toBe(link);
});

describe.each([
  ['ConnectingWalletConnect', ConnectingWalletConnect],
  ['ConnectingWalletConnectBasic', ConnectingWalletConnectBasic],
] as const)('%s', (name, View) => {
  it('holds the pairing while on screen and releases it when it leaves', () => {
    const { adapter, release, unmount } = renderView((api) => <View api={api} data={undefined} />, store);
    expect(adapter.holdPairing).toHaveBeenCalledTimes(1);
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('shows a labelled placeholder until the URI arrives, then the QR code of exactly that URI', async () => {
    const { container } = renderView((api) => <View api={api} data={undefined} />, store);
    act(() => void store.dispatch(pairingStarted()));
    expect(screen.getByTestId(`view-${name}`).getAttribute('data-state')).toBe('initializing');
    expect(screen.getByRole('status').textContent).toBe('Creating a pairing code…');
    expect(screen.queryByTestId('wc-qr')).toBeNull();
    expect((screen.getByTestId('wc-copy') as HTMLButtonElement).disabled).toBe(true);
    expect(await axe(container)).toHaveNoViolations();

    showUri();
    const qr = screen.getByRole('img', { name: 'QR code to scan with a WalletConnect wallet' });
    expect(qr.getAttribute('data-testid')).toBe('wc-qr');
    expect(qr.getAttribute('data-uri')).toBe(URI);
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrModulesPath(encode(URI, QR_OPTIONS).data));
    expect(screen.getByTestId(`view-${name}`).getAttribute('data-state')).toBe('pairing');
    await screen.findByTestId('wc-deeplink-rainbow');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers deep links that open each wallet on the URI, skipping wallets without links', async () => {
    renderView((api) => <View api={api} data={undefined} />, store, { isMobile: true });
    showUri();
    const rainbow = await screen.findByTestId('wc-deeplink-rainbow');
    expect(rainbow.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`);
    expect(rainbow.textContent).toBe('Open Wallet rainbow');
    const trust = screen.getByTestId('wc-deeplink-trust');
    expect(trust.getAttribute('href')).toBe(`https://link.trustwallet.com/wc?uri=${encodeURIComponent(URI)}`);
    expect(trust.getAttribute('target')).toBe('_blank');
    expect(trust.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByTestId('wc-deeplink-nolinks')).toBeNull();
  });

  it('copies the URI and confirms with a toast', async () => {
    const user = userEvent.setup();
    renderView((api) => <View api={api} data={undefined} />, store);
    showUri();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(URI);
    expect(selectToast(store.getState())).toMatchObject({ variant: 'success', message: 'Link copied' });
  });

  it('reports a refused copy', async () => {
    const user = userEvent.setup();
    renderView((api) => <View api={api} data={undefined} />, store);
    showUri();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByTestId('wc-copy'));
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Could not copy the link' });
  });

  it('marks an expired code (wc-expired) and keeps the notice with the fresh one', async () => {
    const { container } = renderView((api) => <View api={api} data={undefined} />, store);
    showUri();
    act(() => void store.dispatch(pairingExpired()));
    expect(screen.getByTestId(`view-${name}`).getAttribute('data-state')).toBe('expired');
    expect(screen.getByTestId('wc-expired').textContent).toBe('This code expired. Creating a new one…');
    expect(screen.getByTestId('wc-qr').getAttribute('data-dimmed')).toBe('true');
    expect(await axe(container)).toHaveNoViolations();
    act(() => void store.dispatch(pairingUriReceived({ uri: URI_2, expiresAt: Date.now() + 1000 })));
    expect(screen.getByTestId('wc-qr').getAttribute('data-uri')).toBe(URI_2);
    expect(screen.getByTestId('wc-expired').textContent).toBe('The previous code expired. Scan this new one.');
  });

  it.each([
    ['rejected', { code: 'CONNECTION_REJECTED', message: 'Connection rejected' }],
    ['relayDown', { code: 'RELAY_UNAVAILABLE', message: 'Cannot reach the WalletConnect relay' }],
    ['error', { code: 'UNKNOWN_ERROR', message: 'Proposal expired' }],
  ] as const)('shows a %s failure with its message, focused retry, no QR', async (status, error) => {
    const user = userEvent.setup();
    const { container, adapter } = renderView((api) => <View api={api} data={undefined} />, store);
    showUri();
    act(() => void store.dispatch(pairingFailed({ status, error })));
    expect(screen.getByTestId(`view-${name}`).getAttribute('data-state')).toBe(status);
    expect(screen.getByRole('alert').textContent).toContain(error.message);
    expect(screen.queryByTestId('wc-qr')).toBeNull();
    const retry = screen.getByTestId('wc-retry');
    expect(document.activeElement).toBe(retry);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(retry);
    expect(adapter.retry).toHaveBeenCalledTimes(1);
  });
});

test('with a WalletConnect session already open, the view says so instead of waiting for a code', async () => {
  const { container } = renderView((api) => <ConnectingWalletConnect api={api} data={undefined} />, store, { sessionActive: true });
  expect(screen.getByTestId('wc-session-active').textContent).toBe(
    'A wallet is already connected through WalletConnect. Disconnect it (Account or Wallets) to pair another one.',
  );
  expect(screen.queryByTestId('wc-qr')).toBeNull();
  expect(await axe(container)).toHaveNoViolations();
});
