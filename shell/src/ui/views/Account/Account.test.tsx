import {
  accountConnected,
  foyerDevChain,
  namesApi,
  selectConnectionStatus,
  selectCurrentRoute,
  selectToast,
  TokenBalanceUnavailableError,
} from '@foyer/kernel';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { balanceHandler, renderWithStore, TEST_API_URL } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { addFakeWallet, FAKE_WALLET_ADDRESS } from '../../test-utils/fakeWallet.js';
import { makeShellTestStore, type MakeShellTestStoreParameters } from '../../../test-utils/makeShellTestStore.js';
import { Account } from './Account.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function renderAccount(parameters: MakeShellTestStoreParameters = {}) {
  const store = makeShellTestStore(parameters);
  addFakeWallet(store);
  store.dispatch(
    accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `${foyerDevChain.caipNetworkId}:${FAKE_WALLET_ADDRESS}` }),
  );
  const view = renderWithStore(<Account />, inModal(store));
  return { store, view, balance: () => view.getByTestId('account-balance') };
}

describe('Account', () => {
  test('shows the short address, the network, a loading balance and then the balance to 3 decimals', async () => {
    server.use(http.get(`${TEST_API_URL}/v1/account/:address/balance`, async () => void (await delay(50))), balanceHandler({ numeric: '10000.123999' }));
    const { view, balance } = renderAccount();
    expect(view.getByTestId('account-address').textContent).toBe('0xf39F…2266');
    expect(view.getByTestId('account-network').textContent).toBe('Foyer Dev Chain');
    expect(view.getByTestId('account-network').dataset.network).toBe(foyerDevChain.caipNetworkId);
    expect(balance().dataset.state).toBe('loading');
    await expectAccessible(view.container);
    await waitFor(() => expect(balance().textContent).toBe('10000.123 ETH'));
    await expectAccessible(view.container);
  });

  test(`a balance failure shows '${new TokenBalanceUnavailableError().shortMessage}'`, async () => {
    server.use(balanceHandler({ status: 502 }));
    const { balance, view } = renderAccount();
    await waitFor(() => expect(balance().dataset.state).toBe('error'));
    expect(balance().textContent).toBe('Token Balance Unavailable');
    await expectAccessible(view.container);
  });

  test('Receive is offered only while the receive feature is on, and opens WalletReceive', async () => {
    server.use(balanceHandler());
    const off = renderAccount({ features: { receive: false } });
    expect(off.view.queryByTestId('account-receive')).toBeNull();
    off.view.unmount();

    const { store, view } = renderAccount();
    fireEvent.click(view.getByTestId('account-receive'));
    expect(selectCurrentRoute(store.getState()).view).toBe('WalletReceive');
    await waitFor(() => expect(view.getByTestId('account-balance').dataset.state).toBe('loaded'));
  });

  test('copy puts the full address on the clipboard and says so', async () => {
    server.use(balanceHandler());
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { store, view } = renderAccount();
    await act(async () => void fireEvent.click(view.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(FAKE_WALLET_ADDRESS);
    expect(selectToast(store.getState())).toMatchObject({ variant: 'success', message: 'Address copied' });
  });

  test('the network pill opens the network picker', async () => {
    server.use(balanceHandler());
    const { store, view } = renderAccount();
    const pill = view.getByRole('button', { name: 'Network: Foyer Dev Chain. Switch network' });
    expect(pill.dataset.testid).toBe('account-network');
    fireEvent.click(pill);
    expect(selectCurrentRoute(store.getState()).view).toBe('Networks');
    await waitFor(() => expect(view.getByTestId('account-balance').dataset.state).toBe('loaded'));
  });

  test('with network switching disabled the network is shown, not offered', async () => {
    server.use(balanceHandler());
    const { view } = renderAccount({ options: { enableNetworkSwitch: false } });
    expect(view.getByTestId('account-network').tagName).toBe('SPAN');
    expect(view.queryByRole('button', { name: /Switch network/ })).toBeNull();
    await waitFor(() => expect(view.getByTestId('account-balance').dataset.state).toBe('loaded'));
  });

  test('Wallets (ProfileWallets) is offered only while multiWallet is on', async () => {
    server.use(balanceHandler());
    const off = renderAccount();
    expect(off.view.queryByTestId('account-wallets')).toBeNull();
    off.view.unmount();

    const { store, view } = renderAccount({ features: { multiWallet: true } });
    fireEvent.click(view.getByTestId('account-wallets'));
    expect(selectCurrentRoute(store.getState()).view).toBe('ProfileWallets');
    await waitFor(() => expect(view.getByTestId('account-balance').dataset.state).toBe('loaded'));
  });

  test('the Tokens / NFTs / Activity tabs load with the view (their own chunk), Tokens selected, from the same balance answer', async () => {
    let balanceRequests = 0;
    server.use(
      http.get(`${TEST_API_URL}/v1/account/:address/balance`, () => void (balanceRequests += 1)),
      balanceHandler({ numeric: '1.5' }),
    );
    const { view } = renderAccount({ features: { activity: true } });
    expect(view.getByTestId('account-tabs-loading')).toBeTruthy();
    await waitFor(() => expect(view.getByTestId('account-tab-tokens').getAttribute('aria-selected')).toBe('true'));
    expect(view.getByTestId('account-tab-activity')).toBeTruthy();
    await waitFor(() => expect(view.getByTestId('token-ETH').dataset.quantity).toBe('1.5'));
    expect(balanceRequests).toBe(1);
    await expectAccessible(view.container);
  });

  test('Disconnect disconnects', async () => {
    server.use(balanceHandler());
    const { store, view } = renderAccount();
    await act(async () => void fireEvent.click(view.getByTestId('account-disconnect')));
    expect(selectConnectionStatus(store.getState())).toBe('disconnected');
  });
});

describe('given a malformed balance answer (L6)', () => {
  test("a non-string numeric: 'Token Balance Unavailable', logged with the schema message; the view stays usable", async () => {
    server.use(
      http.get(`${TEST_API_URL}/v1/account/:address/balance`, () =>
        HttpResponse.json({
          balances: [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: 10000 }, iconUrl: '' }],
        }),
      ),
    );
    const logger = { enabled: true, warn: jest.fn(), error: jest.fn() };
    const { balance, view } = renderAccount({ extra: { logger } });
    await waitFor(() => expect(balance().dataset.state).toBe('error'));
    expect(balance().textContent).toBe('Token Balance Unavailable');
    expect(logger.warn).toHaveBeenCalledWith('Malformed answer from getBalance: Expected string, received number at balances[0].quantity.numeric.');
    expect(view.getByTestId('account-disconnect')).toBeTruthy();
  });
});

describe('given the names feature', () => {
  const identityHandler = (names: Map<string, string | null>) =>
    http.get(`${TEST_API_URL}/v1/identity/:address`, ({ params, request }) => {
      expect(new URL(request.url).searchParams.get('chainId')).toBe(foyerDevChain.caipNetworkId);
      return HttpResponse.json({ name: names.get(String(params['address'])) ?? null, avatar: null });
    });

  test('an account with a name shows it (account-name) over the short address', async () => {
    server.use(balanceHandler(), identityHandler(new Map([[FAKE_WALLET_ADDRESS, 'alice.foyer.id']])));
    const { view } = renderAccount({ features: { names: true } });
    await waitFor(() => expect(view.getByTestId('account-name').textContent).toBe('alice.foyer.id'));
    expect(view.getByTestId('account-address').textContent).toBe('0xf39F…2266');
    expect(view.queryByTestId('account-register-name')).toBeNull();
    await expectAccessible(view.container);
  });

  test('without a name the address stays, the names remote is asked for its register row, and a registration shows the name at once', async () => {
    const names = new Map<string, string | null>();
    server.use(balanceHandler(), identityHandler(names));
    const logger = { enabled: true, warn: jest.fn(), error: jest.fn() };
    const { store, view } = renderAccount({ features: { names: true }, extra: { logger } });
    // No Foyer instance in this test: the slot's remote cannot load, the view stays usable.
    await waitFor(() => expect(logger.warn).toHaveBeenCalledWith('Could not load AccountActions from the names remote.', expect.any(Error)));
    expect(view.queryByTestId('account-name')).toBeNull();

    names.set(FAKE_WALLET_ADDRESS, 'alice.foyer.id');
    await act(async () => void store.dispatch(namesApi.util.invalidateTags(['Identity'])));
    await waitFor(() => expect(view.getByTestId('account-name').textContent).toBe('alice.foyer.id'));
  });

  test('names off: no identity request, no name', async () => {
    // Any identity request would fail the test (onUnhandledRequest: 'error').
    server.use(balanceHandler());
    const { view } = renderAccount();
    await waitFor(() => expect(view.getByTestId('account-balance').dataset.state).toBe('loaded'));
    expect(view.queryByTestId('account-name')).toBeNull();
  });
});
