import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { EMAIL_LOGIN_COOLDOWN_MS, FrameError, shortenEmail, modalOpened, routerReset, selectToast } from '@foyer/kernel';
import { fakeAuth } from '../../test-utils/fakeAuth';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { EmailVerifyOtp } from './EmailVerifyOtp';

expect.extend(toHaveNoViolations);

const LONG_EMAIL = 'a.very.long.local.part.indeed@example.com';

function openStore() {
  const store = makeTestStore({ features: { email: true } });
  store.dispatch(routerReset({ view: 'EmailVerifyOtp', data: { email: LONG_EMAIL } }));
  store.dispatch(modalOpened());
  return store;
}

afterEach(() => {
  jest.useRealTimers();
});

test('shows the email shortened past 30 characters', () => {
  renderWithStore(<EmailVerifyOtp api={{ loadAuth: async () => fakeAuth() }} data={{ email: LONG_EMAIL }} />, { store: openStore() });
  const shown = screen.getByTitle(LONG_EMAIL).textContent ?? '';
  expect(shown).toBe(shortenEmail(LONG_EMAIL));
  expect(shown.length).toBe(30);
  expect(shown).toMatch(/…@example\.com$/);
});

test('a complete code connects and closes the modal', async () => {
  const user = userEvent.setup();
  const auth = fakeAuth();
  const { store } = renderWithStore(<EmailVerifyOtp api={{ loadAuth: async () => auth }} data={{ email: LONG_EMAIL }} />, { store: openStore() });
  await user.type(screen.getByTestId('otp-input'), '123456');
  await waitFor(() => expect(store.getState().modal.open).toBe(false));
  expect(auth.connectOtp).toHaveBeenCalledWith('123456');
});

test('a wrong code: error toast, the field is cleared for another try', async () => {
  const user = userEvent.setup();
  const auth = fakeAuth({ connectOtp: jest.fn(async () => Promise.reject(new FrameError({ message: 'Invalid code' }))) });
  const { store } = renderWithStore(<EmailVerifyOtp api={{ loadAuth: async () => auth }} data={{ email: LONG_EMAIL }} />, { store: openStore() });
  await user.type(screen.getByTestId('otp-input'), '000000');
  await waitFor(() => expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Invalid code' }));
  expect(store.getState().modal.open).toBe(true);
  expect(screen.getByTestId('view-EmailVerifyOtp').getAttribute('data-state')).toBe('error');
  expect((screen.getByTestId('otp-input') as HTMLInputElement).value).toBe('');
});

test('resend is offered after the cooldown and sends a new code', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const auth = fakeAuth();
  renderWithStore(<EmailVerifyOtp api={{ loadAuth: async () => auth }} data={{ email: LONG_EMAIL }} />, { store: openStore() });
  const resend = screen.getByTestId('otp-resend') as HTMLButtonElement;
  expect(resend.disabled).toBe(true);
  expect(resend.textContent).toBe('Resend code in 30s');
  act(() => {
    jest.advanceTimersByTime(EMAIL_LOGIN_COOLDOWN_MS);
  });
  expect(resend.disabled).toBe(false);
  await user.click(resend);
  expect(auth.connectEmail).toHaveBeenCalledWith(LONG_EMAIL);
  await waitFor(() => expect(resend.textContent).toBe('Resend code in 30s'));
});

test('has no accessibility violations', async () => {
  const { container } = renderWithStore(<EmailVerifyOtp api={{ loadAuth: async () => fakeAuth() }} data={{ email: LONG_EMAIL }} />, { store: openStore() });
  expect(await axe(container)).toHaveNoViolations();
});
