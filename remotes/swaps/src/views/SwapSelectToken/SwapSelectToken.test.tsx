import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { selectCurrentRoute } from '@foyer/kernel';
import { selectSwaps } from '../../swapsSlice';
import { setupSwaps } from '../../test-utils/renderSwaps';
import { fakeConvertService, TOKENS } from '../../test-utils/swapsFixtures';
import { SwapSelectToken } from './SwapSelectToken';

expect.extend(toHaveNoViolations);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderList(target: 'from' | 'to') {
  server.use(...fakeConvertService().handlers);
  const setup = await setupSwaps({ route: { view: 'Swap' } });
  setup.store.dispatch({ type: 'router/viewPushed', payload: { view: 'SwapSelectToken', data: { target } } });
  const view = setup.render(<SwapSelectToken api={setup.api} data={{ target }} />);
  await waitFor(() => expect(screen.getByTestId('swap-token-FOY').textContent).toContain('1000.000'));
  return { ...setup, view, user: userEvent.setup() };
}

test('every swappable token with the balance held (0 for none), the current one marked; search by symbol or name', async () => {
  const { user, view } = await renderList('to');
  expect(screen.getAllByRole('button').map((button) => button.dataset.testid)).toEqual(['swap-token-ETH', 'swap-token-FOY', 'swap-token-fUSD', 'swap-token-WETH']);
  // Named by what it shows first (symbol, balance), then the token's name (WCAG 2.5.3).
  expect(screen.getByRole('button', { name: /^WETH\s*0\.000\s*Wrapped Ether$/ }).dataset.testid).toBe('swap-token-WETH');
  expect(screen.getByTestId('swap-token-fUSD').getAttribute('aria-current')).toBe('true');
  expect(await axe(view.container)).toHaveNoViolations();
  await user.type(screen.getByTestId('swap-token-search'), 'foyer');
  expect(screen.getAllByRole('button').map((button) => button.dataset.testid)).toEqual(['swap-token-FOY', 'swap-token-fUSD']);
  await user.clear(screen.getByTestId('swap-token-search'));
  await user.type(screen.getByTestId('swap-token-search'), 'nothing');
  expect(screen.getByRole('status').textContent).toBe('No token matches your search.');
});

test('picking a token sets the side it was opened for and goes back', async () => {
  const { user, store } = await renderList('to');
  await user.click(screen.getByTestId('swap-token-FOY'));
  expect(selectSwaps(store.getState())).toMatchObject({ from: TOKENS.ETH!.address, to: TOKENS.FOY!.address });
  expect(selectCurrentRoute(store.getState()).view).toBe('Swap');
});

test("picking the other side's token flips the pair", async () => {
  const { user, store } = await renderList('from');
  await user.click(screen.getByTestId('swap-token-fUSD'));
  expect(selectSwaps(store.getState())).toMatchObject({ from: TOKENS.fUSD!.address, to: TOKENS.ETH!.address });
});
