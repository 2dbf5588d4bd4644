import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FrameError, modalOpened, routerReset, selectCurrentView, selectToast, viewPushed } from '@foyer/kernel';
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

test('new email, then the code of the current email, then the code of the new one; back to Account', async () => {
  const user = userEvent.setup();
  const auth = fakeAuth();
  const { store } = renderWithStore(<UpdateEmailWallet api={{ loadAuth: async () => auth }} />, { store: accountStore() });
  await screen.findByText('ada@example.com');
  await user.type(screen.getByTestId('email-input'), 'new@example.com');
  await user.click(screen.getByTestId('email-submit'));
  await waitFor(() => expect(screen.getByTestId('view-UpdateEmailWallet').getAttribute('data-state')).toBe('primary'));
  expect(auth.updateEmail).toHaveBeenCalledWith('new@example.com');
  expect(screen.getByText('Confirm your current email')).toBeTruthy();
  await user.type(screen.getByTestId('otp-input'), '111111');
  await waitFor(() => expect(screen.getByTestId('view-UpdateEmailWallet').getAttribute('data-state')).toBe('secondary'));
  expect(auth.updateEmailPrimaryOtp).toHaveBeenCalledWith('111111');
  expect((screen.getByTestId('otp-input') as HTMLInputElement).value).toBe('');
  await user.type(screen.getByTestId('otp-input'), '222222');
  await waitFor(() => expect(selectCurrentView(store.getState())).toBe('Account'));
  expect(auth.updateEmailSecondaryOtp).toHaveBeenCalledWith('222222');
  expect(selectToast(store.getState())).toMatchObject({ variant: 'success', message: 'Email updated to new@example.com' });
});

test('a wrong primary code stays on the primary step with an error toast', async () => {
  const user = userEvent.setup();
  const auth = fakeAuth({ updateEmailPrimaryOtp: jest.fn(async () => Promise.reject(new FrameError({ message: 'Invalid code' }))) });
  const { store } = renderWithStore(<UpdateEmailWallet api={{ loadAuth: async () => auth }} />, { store: accountStore() });
  await user.type(screen.getByTestId('email-input'), 'new@example.com');
  await user.click(screen.getByTestId('email-submit'));
  await user.type(await screen.findByTestId('otp-input'), '999999');
  await waitFor(() => expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Invalid code' }));
  expect(screen.getByTestId('view-UpdateEmailWallet').getAttribute('data-state')).toBe('primary');
  expect(auth.updateEmailSecondaryOtp).not.toHaveBeenCalled();
});
