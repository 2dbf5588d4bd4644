import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { EmailCooldownError, EmailDependencyLoadError, selectCurrentRoute, selectToast } from '@foyer/kernel';
import { fakeAuth } from '../../test-utils/fakeAuth';
import { renderWithStore } from '@foyer/kernel/test';
import { ConnectEmail } from './ConnectEmail';

expect.extend(toHaveNoViolations);

function submit(): HTMLButtonElement {
  return screen.getByTestId('email-submit') as HTMLButtonElement;
}

test('the submit button waits for a valid email', async () => {
  const user = userEvent.setup();
  renderWithStore(<ConnectEmail api={{ loadAuth: async () => fakeAuth() }} />, { features: { email: true } });
  expect(submit().disabled).toBe(true);
  await user.type(screen.getByTestId('email-input'), 'ada@');
  expect(submit().disabled).toBe(true);
  expect(screen.getByTestId('email-input').getAttribute('aria-invalid')).toBe('true');
  await user.type(screen.getByTestId('email-input'), 'example.com');
  expect(submit().disabled).toBe(false);
});

test('VERIFY_OTP opens EmailVerifyOtp for that email', async () => {
  const user = userEvent.setup();
  const auth = fakeAuth();
  const { store } = renderWithStore(<ConnectEmail api={{ loadAuth: async () => auth }} />, { features: { email: true } });
  await user.type(screen.getByTestId('email-input'), ' ada@example.com ');
  await user.click(submit());
  await waitFor(() => expect(selectCurrentRoute(store.getState())).toEqual({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } }));
  expect(auth.connectEmail).toHaveBeenCalledWith('ada@example.com');
});

test('VERIFY_DEVICE opens EmailVerifyDevice; Enter submits', async () => {
  const user = userEvent.setup();
  const { store } = renderWithStore(<ConnectEmail api={{ loadAuth: async () => fakeAuth({ connectEmail: jest.fn(async () => ({ action: 'VERIFY_DEVICE' as const })) }) }} />, { features: { email: true } });
  await user.type(screen.getByTestId('email-input'), 'ada@example.com{Enter}');
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('EmailVerifyDevice'));
});

test('shows the loading state while the frame answers', async () => {
  const user = userEvent.setup();
  let answer: (value: { action: 'VERIFY_OTP' }) => void = () => {};
  renderWithStore(<ConnectEmail api={{ loadAuth: async () => fakeAuth({ connectEmail: jest.fn(() => new Promise((resolve) => (answer = resolve))) }) }} />, { features: { email: true } });
  await user.type(screen.getByTestId('email-input'), 'ada@example.com');
  await user.click(submit());
  expect(submit().disabled).toBe(true);
  expect(submit().getAttribute('aria-busy')).toBe('true');
  answer({ action: 'VERIFY_OTP' });
  await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('false'));
});

test('the cooldown error is shown as an error toast', async () => {
  const user = userEvent.setup();
  const { store } = renderWithStore(<ConnectEmail api={{ loadAuth: async () => fakeAuth({ connectEmail: jest.fn(async () => Promise.reject(new EmailCooldownError(12))) }) }} />, { features: { email: true } });
  await user.type(screen.getByTestId('email-input'), 'ada@example.com');
  await user.click(submit());
  await waitFor(() =>
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Please try again after 12 seconds' }),
  );
  expect(selectCurrentRoute(store.getState()).view).toBe('Connect');
});

test('an auth remote that cannot load: "Unable to load email login dependency"', async () => {
  const user = userEvent.setup();
  // What the setup's `loadAuthApi` rejects with when the auth remote entry does not load.
  const loadAuth = async () => Promise.reject(new EmailDependencyLoadError({ cause: new Error('remote entry 404') }));
  const { store } = renderWithStore(<ConnectEmail api={{ loadAuth }} />, { features: { email: true } });
  await user.type(screen.getByTestId('email-input'), 'ada@example.com');
  await user.click(submit());
  await waitFor(() =>
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Unable to load email login dependency' }),
  );
});

test('renders nothing while pay is on', () => {
  renderWithStore(<ConnectEmail api={{ loadAuth: async () => fakeAuth() }} />, { features: { email: true, pay: true } });
  expect(screen.queryByTestId('email-input')).toBeNull();
});

test('has no accessibility violations', async () => {
  const { container } = renderWithStore(<ConnectEmail api={{ loadAuth: async () => fakeAuth() }} />, { features: { email: true } });
  expect(await axe(container)).toHaveNoViolations();
});
