import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { foyerDevChain, selectCurrentRoute, viewPushed } from '@foyer/kernel';
import { amountChanged, selectSend } from '../../sendSlice';
import { balancesHandler, EVM_0 } from '../../test-utils/sendFixtures';
import { setupSend } from '../../test-utils/renderSend';
import { WalletSendSelectToken } from './WalletSendSelectToken';

expect.extend(toHaveNoViolations);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderList() {
  server.use(balancesHandler());
  const setup = await setupSend({ caipAddress: `${foyerDevChain.caipNetworkId}:${EVM_0}` });
  setup.store.dispatch(viewPushed({ view: 'WalletSendSelectToken' }));
  const view = setup.render(<WalletSendSelectToken api={setup.api} />);
  await screen.findByTestId('send-token-ETH');
  return { ...setup, view, user: userEvent.setup() };
}

test('the tokens of the active chain with their balances; the zero-decimals token is filtered (spec §5)', async () => {
  const { view } = await renderList();
  expect(screen.getAllByRole('button').map((button) => button.dataset.testid)).toEqual(['send-token-ETH', 'send-token-fUSD', 'send-token-FOY']);
  expect(screen.queryByTestId('send-token-ZERO')).toBeNull();
  // Named by what it shows first (symbol, balance), then the token's name (WCAG 2.5.3).
  expect(screen.getByRole('button', { name: /^fUSD\s*1234\.560\s*Foyer USD$/ }).dataset.testid).toBe('send-token-fUSD');
  expect(await axe(view.container)).toHaveNoViolations();
});

test('search narrows by symbol or name; no match says so', async () => {
  const { user } = await renderList();
  await user.type(screen.getByTestId('send-token-search'), 'usd');
  expect(screen.getAllByRole('button').map((button) => button.dataset.testid)).toEqual(['send-token-fUSD']);
  await user.clear(screen.getByTestId('send-token-search'));
  await user.type(screen.getByTestId('send-token-search'), 'doge');
  expect(screen.getByRole('status').textContent).toBe('No token matches your search.');
});

test('picking a token makes it the send token, clears the amount typed for another, and goes back', async () => {
  const { user, store } = await renderList();
  store.dispatch(amountChanged('5'));
  await user.click(screen.getByTestId('send-token-fUSD'));
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('WalletSend'));
  expect(selectSend(store.getState())).toMatchObject({ token: { symbol: 'fUSD' }, sendTokenAmount: '' });
});
