import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_API_URL } from '@foyer/kernel/test';
import { CONVERT_PATHS, FOYER_DEV_SOLANA_ADDRESSES, foyerDevSolana, mainnet, selectCurrentRoute, SWAP_REQUOTE_INTERVAL_MS } from '@foyer/kernel';
import { swapAmountChanged } from '../../swapsSlice';
import { setupSwaps } from '../../test-utils/renderSwaps';
import { EVM_0, fakeConvertService, TOKENS, USER } from '../../test-utils/swapsFixtures';
import { Swap } from './Swap';

expect.extend(toHaveNoViolations);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

async function renderSwap({ amount }: { amount?: string } = {}) {
  const service = fakeConvertService();
  server.use(...service.handlers);
  const setup = await setupSwaps();
  if (amount !== undefined) setup.store.dispatch(swapAmountChanged(amount));
  const view = setup.render(<Swap api={setup.api} />);
  await waitFor(() => expect(screen.getByTestId('swap-from').dataset.symbol).toBe('ETH'));
  return { ...setup, service, view };
}

const output = () => screen.getByTestId('swap-output');
const quotes = (service: ReturnType<typeof fakeConvertService>) => service.paths(CONVERT_PATHS.quotes);

test('the default pair is ETH → fUSD with balances; a typed amount is quoted once typing settles: output, rate, impact, fees, minimum', async () => {
  const { service, view } = await renderSwap();
  expect(screen.getByTestId('swap-from').textContent).toContain('Balance: 10.000 ETH');
  expect(screen.getByTestId('swap-to').dataset.symbol).toBe('fUSD');
  expect(screen.getByTestId('swap-to').textContent).toContain('Balance: 1234.560 fUSD');
  const user = userEvent.setup();
  await user.type(screen.getByTestId('swap-amount'), '0.1');
  await waitFor(() => expect(output().dataset.amount).toBe('299100000'));
  // Typed character by character within the debounce: one quote, for the whole amount.
  expect(quotes(service).map((request) => request.params)).toEqual([
    expect.objectContaining({ amount: '100000000000000000', userAddress: USER, from: TOKENS.ETH!.address, to: TOKENS.fUSD!.address }),
  ]);
  expect(output().textContent).toBe('299.100 fUSD');
  expect(screen.getByTestId('swap-rate').textContent).toBe('1 ETH ≈ 2991.000 fUSD');
  expect(screen.getByTestId('swap-price-impact').textContent).toBe('0.12 %');
  expect(screen.getByTestId('swap-network-fee').textContent).toBe('0.00012 ETH');
  expect(screen.getByTestId('swap-minimum').dataset.amount).toBe('296109000');
  expect(screen.getByTestId('swap-minimum').textContent).toBe('296.109 fUSD');
  expect(screen.getByTestId('swap-quote').getAttribute('aria-live')).toBe('polite');
  expect(await axe(view.container)).toHaveNoViolations();
});

test('while the typed amount settles and the quote is asked, the quote says it is loading', async () => {
  await renderSwap();
  const user = userEvent.setup();
  await user.type(screen.getByTestId('swap-amount'), '1');
  expect(screen.getByTestId('swap-quote').dataset.state).toBe('loading');
  expect(screen.getByTestId('swap-quote').getAttribute('aria-busy')).toBe('true');
  expect(screen.getByText('Getting a quote…')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('swap-quote').dataset.state).toBe('ready'));
});

test('timer: the open view asks for a new quote every SWAP_REQUOTE_INTERVAL_MS and shows it', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { service } = await renderSwap({ amount: '0.1' });
  await waitFor(() => expect(output().dataset.amount).toBe('299100000'));
  expect(quotes(service)).toHaveLength(1);
  service.state.outputPermille = 990n;
  await act(() => jest.advanceTimersByTimeAsync(SWAP_REQUOTE_INTERVAL_MS - 1000));
  expect(quotes(service)).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(1000));
  await waitFor(() => expect(output().dataset.amount).toBe('297000000'));
  expect(quotes(service)).toHaveLength(2);
  await act(() => jest.advanceTimersByTimeAsync(SWAP_REQUOTE_INTERVAL_MS));
  await waitFor(() => expect(quotes(service)).toHaveLength(3));
});

test.each([
  ['abc', 'Enter a number, e.g. 0.1'],
  ['0.0000000000000000001', 'At most 18 decimals for this token'],
  ['0', 'Enter an amount above 0'],
  ['11', 'Insufficient funds'],
])('validation: %s → "%s", marked invalid, never quoted', async (typed, message) => {
  const { service, view } = await renderSwap();
  await userEvent.setup().type(screen.getByTestId('swap-amount'), typed);
  const error = screen.getByTestId('swap-amount-error');
  expect(error.textContent).toBe(message);
  expect(screen.getByTestId('swap-amount').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByTestId('swap-amount').getAttribute('aria-describedby')).toBe(error.id);
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(quotes(service)).toHaveLength(0);
  expect(await axe(view.container)).toHaveNoViolations();
});

test('a service error is shown in words: insufficient liquidity, or the service’s own reason', async () => {
  const { service, store } = await renderSwap();
  service.state.quoteError = { status: 422, code: 'CONVERT_INSUFFICIENT_LIQUIDITY', message: 'amount beyond the pool' };
  const user = userEvent.setup();
  await user.type(screen.getByTestId('swap-amount'), '5');
  await waitFor(() => expect(screen.getByTestId('swap-quote-error').textContent).toBe('Insufficient liquidity for this amount'));
  expect(output().dataset.amount).toBe('');
  await user.click(screen.getByTestId('swap-submit'));
  expect(selectCurrentRoute(store.getState()).view).toBe('Swap');
  service.state.quoteError = { status: 503, code: 'NODE_DOWN', message: 'The dev chain is not answering' };
  await user.clear(screen.getByTestId('swap-amount'));
  await user.type(screen.getByTestId('swap-amount'), '1');
  await waitFor(() => expect(screen.getByTestId('swap-quote-error').textContent).toBe('The dev chain is not answering'));
});

test('flip sells what was bought; the quote follows the new pair', async () => {
  const { service } = await renderSwap({ amount: '10' });
  await userEvent.setup().click(screen.getByTestId('swap-flip'));
  expect(screen.getByTestId('swap-from').dataset.symbol).toBe('fUSD');
  expect(screen.getByTestId('swap-to').dataset.symbol).toBe('ETH');
  await waitFor(() => expect(quotes(service).at(-1)?.params).toMatchObject({ from: TOKENS.fUSD!.address, to: TOKENS.ETH!.address, amount: '10000000' }));
});

test('the token buttons open SwapSelectToken for their side; Review opens SwapPreview once quoted', async () => {
  const { store } = await renderSwap({ amount: '0.1' });
  const user = userEvent.setup();
  await user.click(screen.getByTestId('swap-to'));
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'SwapSelectToken', data: { target: 'to' } });
  await waitFor(() => expect(output().dataset.amount).not.toBe(''));
  await user.click(screen.getByTestId('swap-submit'));
  expect(selectCurrentRoute(store.getState()).view).toBe('SwapPreview');
});

test.each([
  ['Solana', `${foyerDevSolana.caipNetworkId}:${FOYER_DEV_SOLANA_ADDRESSES[0]}` as const],
  ['Sepolia', `eip155:11155111:${EVM_0}` as const],
])("%s (not a swap network): exactly 'Network not supported for Swaps', no form, nothing asked", async (_name, caipAddress) => {
  const service = fakeConvertService();
  server.use(...service.handlers);
  const setup = await setupSwaps({ caipAddress });
  const view = setup.render(<Swap api={setup.api} />);
  expect(screen.getByTestId('swap-unsupported').textContent).toBe('Network not supported for Swaps');
  expect(screen.queryByTestId('swap-amount')).toBeNull();
  expect(screen.queryByTestId('swap-submit')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(service.requests).toEqual([]);
  expect(await axe(view.container)).toHaveNoViolations();
});

test.each([
  ['answers no tokens (a swap network without our AMM, e.g. Ethereum mainnet here)', { tokens: [] }, 200],
  ['refuses the network', { error: { code: 'CONVERT_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Swaps' } }, 400],
])("a network whose convert service %s: 'Network not supported for Swaps', no form", async (_case, answer, status) => {
  const service = fakeConvertService();
  server.use(http.get(`${TEST_API_URL}${CONVERT_PATHS.tokens}`, () => HttpResponse.json(answer, { status })), ...service.handlers);
  const setup = await setupSwaps({ caipAddress: `${mainnet.caipNetworkId}:${EVM_0}` });
  const view = setup.render(<Swap api={setup.api} />);
  await waitFor(() => expect(screen.getByTestId('swap-unsupported').textContent).toBe('Network not supported for Swaps'));
  expect(screen.queryByTestId('swap-amount')).toBeNull();
  expect(await axe(view.container)).toHaveNoViolations();
});
