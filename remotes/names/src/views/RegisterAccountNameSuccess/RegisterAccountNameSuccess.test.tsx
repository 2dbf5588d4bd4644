import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { routerReset, selectCurrentRoute, selectRouterHistory, viewPushed } from '@foyer/kernel';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { RegisterAccountNameSuccess } from './RegisterAccountNameSuccess';

expect.extend(toHaveNoViolations);

test('shows the registered name and goes back to a fresh Account view', async () => {
  const store = makeTestStore({ features: { names: true } });
  store.dispatch(routerReset({ view: 'Account' }));
  store.dispatch(viewPushed({ view: 'RegisterAccountNameSuccess', data: { name: 'alice.foyer.id' } }));
  const view = renderWithStore(<RegisterAccountNameSuccess data={{ name: 'alice.foyer.id' }} api={{ signMessage: jest.fn() }} />, { store });
  expect(screen.getByTestId('name-registered').textContent).toBe('alice.foyer.id');
  expect(await axe(view.container)).toHaveNoViolations();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Back to account' }));
  expect(selectCurrentRoute(store.getState()).view).toBe('Account');
  expect(selectRouterHistory(store.getState())).toHaveLength(1);
});
