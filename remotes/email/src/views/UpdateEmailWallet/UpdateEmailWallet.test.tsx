import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FrameError, PROVIDER_ERROR_CODES, ProviderRpcError, modalOpened, routerReset, selectCurrentView, selectToast, viewPushed } from '@foyer/kernel';
import { fakeAuth } from '../../test-utils/fakeAuth';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { UpdateEmailWallet } from './UpdateEmailWallet';

function accountStore() {
  const store = makeTestStore({ features: { email: true } });
  store.dispatch(routerReset({ view: 'Account' }));
  store.dispatch(modalOpened());
  store.dispatch(viewPushed({ view: 'UpdateEmailWallet' }));
  return store;
}

test('the view has no field for the address or the codes: the secure frame runs the change; its answer toasts and goes back to Account', async () => {
  const user = userEvent.setup();
  const auth = fakeAuth();
  const { store } = renderWithStore(<UpdateEmailWallet api={{ loadAuth: async () => auth }} />, { store: accountStore() });
  await screen.findByText('ada@example.com');
  expect(screen.queryByRole('textbox')).toBeNull();
  await user.click(screen.getByTestId('update-email-start'));
  await waitFor(() => expect(selectCurrentView(store.getState())).toBe('Account'));
  expect(auth.updateEmail).toHaveBeenCalledWith();
  expect(selectToast(store.getState())).toMatchObject({ variant: 'success', message: 'Email updated to new@example.com' });
});

test('a cancel in the secure frame (4001) stays on the view without an error', async () => {
  const user = userEvent.setup();
  const auth = fakeAuth({ updateEmail: jest.fn(async () => Promise.reject(new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.'))) });
  const { store } = renderWithStore(<UpdateEmailWallet api={{ loadAuth: async () => auth }} />, { store: accountStore() });
  await user.click(screen.getByTestId('update-email-start'));
  await waitFor(() => expect(screen.getByTestId('view-UpdateEmailWallet').getAttribute('data-state')).toBe('idle'));
  expect(selectCurrentView(store.getState())).toBe('UpdateEmailWallet');
  expect(selectToast(store.getState())).toBeNull();
});

test('a failure is an error toast and the view can start again', async () => {
  const user = userEvent.setup();
  const auth = fakeAuth({ updateEmail: jest.fn(async () => Promise.reject(new FrameError({ message: 'This wallet has no email to update' }))) });
  const { store } = renderWithStore(<UpdateEmailWallet api={{ loadAuth: async () => auth }} />, { store: accountStore() });
  await user.click(screen.getByTestId('update-email-start'));
  await waitFor(() => expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'This wallet has no email to update' }));
  expect((screen.getByTestId('update-email-start') as HTMLButtonElement).disabled).toBe(false);
});
