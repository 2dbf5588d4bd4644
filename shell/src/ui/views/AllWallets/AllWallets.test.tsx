import { selectCurrentRoute, selectToast, WALLET_SEARCH_DEBOUNCE_MS, type Wallet } from '@foyer/kernel';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { catalogueHandlers, type CatalogueRequest, catalogueWallets, renderWithStore, syntheticWallets, TEST_API_URL } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';
import { addFakeWallet } from '../../test-utils/fakeWallet.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { AllWallets } from './AllWallets.js';
import { GRID_COLUMNS, GRID_ROW_HEIGHT, WalletGrid } from './WalletGrid.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { messages } from '../../messages.js';

jest.setTimeout(20_000);

const VIEWPORT = { width: 328, height: 420 };
const server = setupServer();
let requests: (CatalogueRequest & { at: number })[] = [];
const useCatalogue = (wallets: readonly Wallet[]) =>
  server.use(...catalogueHandlers(wallets, (request) => requests.push({ ...request, at: Date.now() })));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  // jsdom has no layout: give the wallet grid's scroller a viewport so the virtualizer renders rows.
  const size = (element: Element, axis: 'width' | 'height') =>
    element.classList.contains('foyer-all-wallets__scroll') ? VIEWPORT[axis] : 0;
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return size(this, 'width');
  });
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return size(this, 'height');
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function scrollTo(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: top });
  act(() => void fireEvent.scroll(element));
}

const walletButtons = (container: HTMLElement) => container.querySelectorAll('[data-testid^="wallet-"]:not([data-testid="wallet-search"])');

function renderAllWallets(wallets: readonly Wallet[]) {
  useCatalogue(wallets);
  const store = makeShellTestStore();
  return { store, view: renderWithStore(<AllWallets />, inModal(store)) };
}

describe('AllWallets', () => {
  test('shows a skeleton, then the first page of the catalogue as a labelled, accessible grid', async () => {
    const wallets = catalogueWallets();
    const { view } = renderAllWallets(wallets);
    expect(view.getByText('Loading wallets')).toBeTruthy();
    await view.findByTestId(`wallet-${wallets[0]!.id}`);
    expect(view.getByLabelText('Search wallets')).toBe(view.getByTestId('wallet-search'));
    expect(requests[0]).toMatchObject({ page: 1, entries: 40, search: '' });
    await expectAccessible(view.container);
  });

  test('infinite scroll: the next page of 40 loads as the end of the list comes into view', async () => {
    const { view } = renderAllWallets(syntheticWallets(5000));
    await view.findByTestId('wallet-w1');
    // 40 wallets = 10 rows; the viewport and overscan reach the last rows, so page 2 is prefetched.
    await waitFor(() => expect(requests.map((request) => request.page)).toEqual([1, 2]));
    const scroller = view.getByTestId('all-wallets-grid');
    scrollTo(scroller, (80 / GRID_COLUMNS) * GRID_ROW_HEIGHT - VIEWPORT.height);
    await waitFor(() => expect(requests.map((request) => request.page)).toEqual([1, 2, 3]));
    await view.findByTestId('wallet-w81');
    expect(requests.every((request) => request.entries === 40)).toBe(true);
  });

  test('virtualization: 5,000 wallets keep only the visible rows (and a small overscan) in the DOM', () => {
    const store = makeShellTestStore();
    const wallets = syntheticWallets(5000);
    const view = renderWithStore(
      <WalletGrid wallets={wallets} total={5000} hasMore={false} loadingMore={false} onLoadMore={() => {}} />,
      inModal(store),
    );
    const maxRows = Math.ceil(VIEWPORT.height / GRID_ROW_HEIGHT) + 2 * 3 + 1;
    expect(walletButtons(view.container).length).toBeGreaterThan(0);
    expect(walletButtons(view.container).length).toBeLessThanOrEqual(maxRows * GRID_COLUMNS);
    expect(view.getByTestId('wallet-w1')).toBeTruthy();

    scrollTo(view.getByTestId('all-wallets-grid'), 1000 * GRID_ROW_HEIGHT);
    expect(view.queryByTestId('wallet-w1')).toBeNull();
    expect(view.getByTestId('wallet-w4001')).toBeTruthy();
    expect(walletButtons(view.container).length).toBeLessThanOrEqual(maxRows * GRID_COLUMNS);
    const item = view.getByTestId('wallet-w4001').parentElement!;
    expect([item.getAttribute('aria-posinset'), item.getAttribute('aria-setsize')]).toEqual(['4001', '5000']);
  });

  test(`search waits ${WALLET_SEARCH_DEBOUNCE_MS} ms after the last keystroke and asks once`, async () => {
    const wallets = catalogueWallets();
    const { view } = renderAllWallets(wallets);
    await view.findByTestId(`wallet-${wallets[0]!.id}`);
    scrollTo(view.getByTestId('all-wallets-grid'), 500);
    const input = view.getByTestId('wallet-search');
    const typedAt = Date.now();
    for (const value of ['m', 'me', 'met', 'meta']) fireEvent.change(input, { target: { value } });
    await waitFor(() => expect(requests.some((request) => request.search === 'meta')).toBe(true));
    const searches = requests.filter((request) => request.search !== '');
    expect(searches.map((request) => request.search)).toEqual(['meta']);
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(WALLET_SEARCH_DEBOUNCE_MS - 5);
    await waitFor(() => expect(walletButtons(view.container).length).toBe(1));
    expect(view.getByTestId(`wallet-${wallets[0]!.id}`).textContent).toBe('MetaMask');
    expect(view.getByTestId('all-wallets-grid').scrollTop).toBe(0); // new results start at the top
    expect(view.getByRole('status', { name: '' }).textContent).toBe('1 wallet found');
  });

  test('search results stop at 100 even when more wallets match', async () => {
    const { view } = renderAllWallets(syntheticWallets(5000));
    await view.findByTestId('wallet-w1');
    fireEvent.change(view.getByTestId('wallet-search'), { target: { value: 'wallet' } });
    await waitFor(() => expect(requests.filter((request) => request.search === 'wallet').length).toBeGreaterThan(0));
    const scroller = view.getByTestId('all-wallets-grid');
    const pages = () => requests.filter((request) => request.search === 'wallet').map((request) => request.page);
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    for (let round = 0; round < 50 && !pages().includes(3); round += 1) {
      scrollTo(scroller, 10_000);
      await settle();
    }
    // Scrolling on at the end of 100 results never asks for a fourth page.
    for (let round = 0; round < 3; round += 1) {
      scrollTo(scroller, 10_000);
      await settle();
    }
    expect(pages()).toEqual([1, 2, 3]);
    await view.findByTestId('wallet-w100');
    expect(view.queryByTestId('wallet-w101')).toBeNull();
    expect(view.getByTestId('wallet-w100').parentElement!.getAttribute('aria-setsize')).toBe('100');
  });

  test('empty state: "No wallet found"', async () => {
    const wallets = catalogueWallets();
    const { view } = renderAllWallets(wallets);
    await view.findByTestId(`wallet-${wallets[0]!.id}`);
    fireEvent.change(view.getByTestId('wallet-search'), { target: { value: 'no such wallet' } });
    await view.findByText('No wallet found');
    await expectAccessible(view.container);
  });

  test('error state: the failure is shown and Retry asks again', async () => {
    let fail = true;
    useCatalogue(syntheticWallets(10));
    server.use(
      http.get(`${TEST_API_URL}/getWallets`, () =>
        fail ? HttpResponse.json({ error: { code: 'SERVER_ERROR', message: 'boom' } }, { status: 500 }) : undefined,
      ),
    );
    const view = renderWithStore(<AllWallets />, inModal(makeShellTestStore()));
    await view.findByText('Could not load wallets');
    expect(view.getByRole('alert').textContent).toContain('HTTP status code: 500');
    await expectAccessible(view.container);
    fail = false;
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    await view.findByTestId('wallet-w1');
  });

  test('a failed search shows its error with Retry, never the previous unfiltered list as its results (fault F7)', async () => {
    useCatalogue(syntheticWallets(50));
    let failSearch = true;
    server.use(
      http.get(`${TEST_API_URL}/getWallets`, ({ request }) =>
        new URL(request.url).searchParams.get('search') && failSearch ? new HttpResponse('{"count": tru', { status: 200 }) : undefined,
      ),
    );
    const view = renderWithStore(<AllWallets />, inModal(makeShellTestStore()));
    await view.findByTestId('wallet-w1');
    fireEvent.change(view.getByTestId('wallet-search'), { target: { value: 'Wallet 2' } });
    await view.findByText(messages.allWallets.loadFailed);
    expect(view.queryByTestId('wallet-w1')).toBeNull();
    failSearch = false;
    fireEvent.click(view.getByRole('button', { name: messages.allWallets.retry }));
    await view.findByTestId('wallet-w2');
    expect(view.queryByTestId('wallet-w1')).toBeNull();
  });

  test('a failed next page (page 2) shows the error in the list and Retry asks again, with no retry storm (fault F8)', async () => {
    let failPage2 = true;
    useCatalogue(syntheticWallets(200));
    server.use(
      http.get(`${TEST_API_URL}/getWallets`, ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2' || !failPage2) return undefined;
        requests.push({ page: 2, entries: 40, search: '', include: [], exclude: [], at: Date.now() });
        return HttpResponse.json({ error: { code: 'SERVER_ERROR', message: 'boom' } }, { status: 503 });
      }),
    );
    const view = renderWithStore(<AllWallets />, inModal(makeShellTestStore()));
    await view.findByTestId('wallet-w1');
    await waitFor(() => expect(requests.filter((request) => request.page === 2)).toHaveLength(1));
    scrollTo(view.getByTestId('all-wallets-grid'), 11 * GRID_ROW_HEIGHT - VIEWPORT.height);
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain(messages.allWallets.loadMoreFailed);
    expect(alert.textContent).toContain('HTTP status code: 503');
    // The wallets already listed stay usable, and the failure is not retried on its own.
    expect(view.getByTestId('wallet-w40')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requests.filter((request) => request.page === 2)).toHaveLength(1);
    await expectAccessible(view.container);
    failPage2 = false;
    fireEvent.click(view.getByRole('button', { name: messages.allWallets.retry }));
    await view.findByTestId('wallet-w41');
    expect(view.queryByRole('alert')).toBeNull();
  });

  test('an installed wallet connects; with WalletConnect off, one that is not installed says so', async () => {
    const wallets = catalogueWallets();
    const { store, view } = renderAllWallets(wallets);
    addFakeWallet(store, { id: 'io.metamask', name: 'MetaMask', behaviour: 'pending' });
    const trust = await view.findByTestId(`wallet-${wallets[1]!.id}`);
    fireEvent.click(trust);
    expect(selectToast(store.getState())).toMatchObject({ variant: 'info', message: `${wallets[1]!.name} is not installed in this browser` });
    const metaMask = view.getByTestId(`wallet-${wallets[0]!.id}`);
    await waitFor(() => expect(metaMask.textContent).toContain('installed'));
    fireEvent.click(metaMask);
    expect(selectCurrentRoute(store.getState())).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
  });
});

describe('given a catalogue page with malformed wallets (L6)', () => {
  test('wallets without a name or with a non-string rdns are dropped and logged; the good ones are shown and usable', async () => {
    const [first, second] = catalogueWallets();
    server.use(
      http.get(`${TEST_API_URL}/getWallets`, () =>
        HttpResponse.json({
          count: 4,
          data: [first, { ...second, id: 'nameless', name: undefined }, { ...second, id: 'bad-rdns', rdns: 7 }, second],
        }),
      ),
    );
    const logger = { enabled: true, warn: jest.fn(), error: jest.fn() };
    const store = makeShellTestStore({ extra: { logger } });
    const view = renderWithStore(<AllWallets />, inModal(store));
    await view.findByTestId(`wallet-${first!.id}`);
    expect(view.getByTestId(`wallet-${second!.id}`)).toBeTruthy();
    expect(view.queryByTestId('wallet-nameless')).toBeNull();
    expect(view.queryByTestId('wallet-bad-rdns')).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Dropped a malformed catalogue wallet: Required at data[1].name.');
    expect(logger.warn).toHaveBeenCalledWith('Dropped a malformed catalogue wallet: Expected string, received number at data[2].rdns.');
    fireEvent.click(view.getByTestId(`wallet-${first!.id}`));
    expect(selectCurrentRoute(store.getState())?.view).not.toBe('AllWallets');
  });

  test('a page that is not a list shows the schema message with Retry, not a crash or a skeleton', async () => {
    server.use(http.get(`${TEST_API_URL}/getWallets`, () => HttpResponse.json({ count: 1, data: { 0: {} } })));
    const view = renderWithStore(<AllWallets />, inModal(makeShellTestStore()));
    expect(await view.findByText('Expected array, received object')).toBeTruthy();
    expect(view.getByText('Retry')).toBeTruthy();
  });
});
