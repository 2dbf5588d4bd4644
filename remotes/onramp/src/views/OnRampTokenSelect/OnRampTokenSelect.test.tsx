import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { foyerDevChain, foyerDevSolana, selectCurrentRoute, viewPushed } from '@foyer/kernel';
import { selectOnramp } from '../../onrampSlice';
import { onrampHandlers, SOLANA_0 } from '../../test-utils/onrampFixtures';
import { setupOnramp } from '../../test-utils/renderOnramp';
import { OnRampTokenSelect } from './OnRampTokenSelect';

expect.extend(toHaveNoViolations);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('an EVM account is offered ETH and fUSD on the dev chain (not SOL); picking fUSD selects it and goes back', async () => {
  server.use(...onrampHandlers().handlers);
  const { store, render } = await setupOnramp();
  store.dispatch(viewPushed({ view: 'OnRampTokenSelect' }));
  const view = render(<OnRampTokenSelect api={undefined} data={undefined} />);
  await screen.findByTestId('onramp-token-fUSD');
  expect(screen.getByTestId('onramp-token-ETH').getAttribute('aria-current')).toBe('true');
  expect(screen.queryByTestId('onramp-token-SOL')).toBeNull();
  // Named by what it shows first (symbol, network), then the currency's name (WCAG 2.5.3).
  expect(screen.getByRole('button', { name: /^fUSD\s*Foyer Dev Chain\s*Foyer USD$/ }).dataset.testid).toBe('onramp-token-fUSD');
  expect(await axe(view.container)).toHaveNoViolations();
  await userEvent.setup().click(screen.getByTestId('onramp-token-fUSD'));
  expect(selectOnramp(store.getState())).toMatchObject({ purchaseCurrency: 'fUSD', network: foyerDevChain.caipNetworkId });
  expect(selectCurrentRoute(store.getState()).view).toBe('OnRampProviders');
});

test('a Solana account is offered SOL on the Solana dev network only', async () => {
  server.use(...onrampHandlers().handlers);
  const { render } = await setupOnramp({ caipAddress: `${foyerDevSolana.caipNetworkId}:${SOLANA_0}` });
  render(<OnRampTokenSelect api={undefined} data={undefined} />);
  await waitFor(() => expect(screen.getByTestId('onramp-token-SOL').dataset.network).toBe(foyerDevSolana.caipNetworkId));
  expect(screen.queryByTestId('onramp-token-ETH')).toBeNull();
});
