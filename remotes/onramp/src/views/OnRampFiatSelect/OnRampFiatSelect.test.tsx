import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { selectCurrentRoute, viewPushed } from '@foyer/kernel';
import { paymentMethodSelected, selectOnramp } from '../../onrampSlice';
import { onrampHandlers } from '../../test-utils/onrampFixtures';
import { setupOnramp } from '../../test-utils/renderOnramp';
import { OnRampFiatSelect } from './OnRampFiatSelect';

expect.extend(toHaveNoViolations);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test("USD and EUR with the chosen method's limits; picking EUR selects it and goes back", async () => {
  server.use(...onrampHandlers().handlers);
  const { store, render } = await setupOnramp();
  store.dispatch(paymentMethodSelected('bank_account'));
  store.dispatch(viewPushed({ view: 'OnRampFiatSelect' }));
  const view = render(<OnRampFiatSelect api={undefined} data={undefined} />);
  const eur = await screen.findByTestId('onramp-fiat-EUR');
  expect(screen.getByTestId('onramp-fiat-USD').textContent).toBe('USD10.00–25000.00 USD');
  expect(eur.textContent).toBe('EUR20.00–20000.00 EUR');
  expect(screen.getByTestId('onramp-fiat-USD').getAttribute('aria-current')).toBe('true');
  expect(await axe(view.container)).toHaveNoViolations();
  await userEvent.setup().click(eur);
  expect(selectOnramp(store.getState()).paymentCurrency).toBe('EUR');
  expect(selectCurrentRoute(store.getState()).view).toBe('OnRampProviders');
});
