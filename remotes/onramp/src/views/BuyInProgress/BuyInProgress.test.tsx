import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { foyerDevChain, ONRAMP_STATUS_POLL_MS, POPUP_POLL_INTERVAL_MS, selectCurrentRoute } from '@foyer/kernel';
import { TEST_API_URL } from '@foyer/kernel/test';
import { openCheckoutPopup } from '../../checkoutPopup';
import { checkoutOpened } from '../../onrampSlice';
import { fakePopup } from '../../test-utils/fakePopup';
import { EVM_0, onrampHandlers, purchaseOf, type OnrampServiceOptions } from '../../test-utils/onrampFixtures';
import { setupOnramp } from '../../test-utils/renderOnramp';
import { BuyInProgress } from './BuyInProgress';

expect.extend(toHaveNoViolations);

const CHECKOUT_URL = `${TEST_API_URL}/onramp/checkout/p-1`;
const TX_HASH = `0x${'ab'.repeat(32)}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
afterAll(() => server.close());

/** Lets msw answer and React render (the fake clock moves a few ms at a time). */
async function settle() {
  for (let step = 0; step < 20; step += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
  }
}

async function renderInProgress(service: OnrampServiceOptions, { blocked = false } = {}) {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { handlers, seen } = onrampHandlers(service);
  const balanceReads: string[] = [];
  server.use(
    ...handlers,
    http.get(`${TEST_API_URL}/v1/account/:address/balance`, ({ request }) => {
      balanceReads.push(request.url);
      return HttpResponse.json({ balances: [] });
    }),
  );
  const fake = fakePopup({ blocked });
  const popup = openCheckoutPopup(CHECKOUT_URL);
  const setup = await setupOnramp({ route: { view: 'BuyInProgress', data: { purchaseId: 'p-1' } } });
  setup.store.dispatch(checkoutOpened({ purchaseId: 'p-1', url: CHECKOUT_URL, popupBlocked: popup === null }));
  const view = setup.render(<BuyInProgress api={undefined} data={{ purchaseId: 'p-1' }} />);
  await settle();
  return { ...setup, ...fake, view, seen, balanceReads };
}

const root = () => screen.getByTestId('view-BuyInProgress');

/** axe schedules with timers: it runs on the real clock, so only at the end of a test (the fake clock's timers are dropped). */
async function expectAccessible(container: HTMLElement) {
  jest.useRealTimers();
  expect(await axe(container)).toHaveNoViolations();
}

async function poll() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ONRAMP_STATUS_POLL_MS);
  });
  await settle();
}

test('polls the purchase: pending, delivering, then completed with the amount, the shortened hash and fresh balances', async () => {
  const { view, seen, balanceReads, popup } = await renderInProgress({
    purchases: [purchaseOf(), purchaseOf({ status: 'delivering' }), purchaseOf({ status: 'completed', txHash: TX_HASH })],
  });
  expect(root().dataset.state).toBe('pending');
  expect(screen.getByTestId('onramp-status').textContent).toBe('Complete the payment in the checkout window.');
  await poll();
  expect(root().dataset.state).toBe('delivering');
  await poll();
  expect(root().dataset.state).toBe('completed');
  expect(screen.getByTestId('onramp-received').textContent).toBe('You received 0.033 ETH');
  expect(screen.getByTestId('onramp-received').dataset.baseUnits).toBe('33000000000000000');
  expect(screen.getByTestId('onramp-tx-hash').textContent).toBe(`${TX_HASH.slice(0, 10)}…${TX_HASH.slice(-8)}`);
  expect(screen.getByTestId('onramp-tx-hash').dataset.hash).toBe(TX_HASH);
  await settle();
  // The balance was read again past the services' cache, for the destination on its chain.
  expect(balanceReads).toHaveLength(1);
  const read = new URL(balanceReads[0]!);
  expect(read.pathname).toBe(`/v1/account/${EVM_0}/balance`);
  expect(read.searchParams.get('chainId')).toBe(foyerDevChain.caipNetworkId);
  expect(read.searchParams.get('forceUpdate')).toBe('true');
  // The checkout window is done; polling stops once the status is final.
  expect(popup.close).toHaveBeenCalled();
  const polls = seen.purchasePolls;
  await poll();
  await poll();
  expect(seen.purchasePolls).toBe(polls);
  await expectAccessible(view.container);
});

test('pending: waits for the payment in the checkout window (accessible)', async () => {
  const { view } = await renderInProgress({ purchases: [purchaseOf()] });
  expect(root().dataset.state).toBe('pending');
  await expectAccessible(view.container);
});

test('a failed purchase says why, and Done goes back to Account', async () => {
  const { store } = await renderInProgress({ purchases: [purchaseOf({ status: 'failed', error: 'The treasury is empty' })] });
  expect(root().dataset.state).toBe('failed');
  expect(screen.getByTestId('onramp-failure-reason').textContent).toBe('Reason: The treasury is empty');
  jest.useRealTimers();
  await userEvent.setup().click(screen.getByTestId('onramp-done'));
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'Account' });
});

test('closing the checkout before paying: "Checkout closed" and a retry that opens it again', async () => {
  const { popup, open, view } = await renderInProgress({ purchases: [purchaseOf()] });
  expect(root().dataset.state).toBe('pending');
  popup.closed = true;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS);
  });
  await settle();
  expect(root().dataset.state).toBe('closed');
  expect(screen.getByTestId('onramp-checkout-closed').textContent).toBe('Checkout closed');
  popup.closed = false;
  act(() => {
    screen.getByTestId('onramp-checkout-retry').click();
  });
  expect(open).toHaveBeenLastCalledWith(CHECKOUT_URL, 'foyer-onramp-checkout', expect.stringContaining('width=600,height=800'));
  expect(root().dataset.state).toBe('pending');
  popup.closed = true;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS);
  });
  await settle();
  expect(root().dataset.state).toBe('closed');
  await expectAccessible(view.container);
});

test('a delivery noticed after the window closed wins over "Checkout closed"', async () => {
  const { popup } = await renderInProgress({ purchases: [purchaseOf(), purchaseOf(), purchaseOf({ status: 'delivering' })] });
  popup.closed = true;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS);
  });
  await settle();
  expect(root().dataset.state).toBe('closed');
  await poll();
  await poll();
  expect(root().dataset.state).toBe('delivering');
});

test('a blocked popup: a link to open the checkout', async () => {
  const { view } = await renderInProgress({ purchases: [purchaseOf()] }, { blocked: true });
  expect(root().dataset.state).toBe('blocked');
  const link = screen.getByTestId('onramp-checkout-open') as HTMLAnchorElement;
  expect(link.href).toBe(CHECKOUT_URL);
  expect(link.target).toBe('_blank');
  await expectAccessible(view.container);
});
