import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { EmailCooldownError, selectCurrentRoute, selectToast } from '@foyer/kernel';
import { bindAuthLoader } from '../../authApi';
import { fakeAuth } from '../../test-utils/fakeAuth';
import { makeTestStore, renderWithStore } from '../../test-utils/renderWithStore';
import { ConnectEmail } from './ConnectEmail';

expect.extend(toHaveNoViolations);

afterEach(() => bindAuthLoader(undefined));

function submit(): HTMLButtonElement {
  return screen.getByTestId('email-submit') as HTMLButtonElement;
}

test('the submit button waits for a valid email', async () => {
  const user = userEvent.setup();
  bindAuthLoader(async () => fakeAuth());
  renderWithStore(<ConnectEmail />);
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
  bindAuthLoader(async () => auth);
  const { store } = renderWithStore(<ConnectEmail />);
  await user.type(screen.getByTestId('email-input'), ' ada@example.com ');
  await user.click(submit());
  await waitFor(() => expect(selectCurrentRoute(store.getState())).toEqual({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } }));
  expect(auth.connectEmail).toHaveBeenCalledWith('ada@example.com');
});

test('VERIFY_DEVICE opens EmailVerifyDevice; Enter submits', async () => {
  const user = userEvent.setup();
  bindAuthLoader(async () => fakeAuth({ connectEmail: jest.fn(async () => ({ action: 'VERIFY_DEVICE' as const })) }));
  const { store } = renderWithStore(<ConnectEmail />);
  await user.type(screen.getByTestId('email-input'), 'ada@example.com{Enter}');
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('EmailVerifyDevice'));
});

test('shows the loading state while the frame answers', async () => {
  const user = userEvent.setup();
  let answer: (value: { action: 'VERIFY_OTP' }) => void = () => {};
  bindAuthLoader(async () => fakeAuth({ connectEmail: jest.fn(() => new Promise((resolve) => (answer = resolve))) }));
  renderWithStore(<ConnectEmail />);
  await user.type(screen.getByTestId('email-input'), 'ada@example.com');
  await user.click(submit());
  expect(submit().disabled).toBe(true);
  expect(submit().getAttribute('aria-busy')).toBe('true');
  answer({ action: 'VERIFY_OTP' });
  await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('false'));
});

test('the cooldown error is shown as an error toast', async () => {
  const user = userEvent.setup();
  bindAuthLoader(async () => fakeAuth({ connectEmail: jest.fn(async () => Promise.reject(new EmailCooldownError(12))) }));
  const { store } = renderWithStore(<ConnectEmail />);
  await user.type(screen.getByTestId('email-input'), 'ada@example.com');
  await user.click(submit());
  await waitFor(() =>
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Please try again after 12 seconds' }),
  );
  expect(selectCurrentRoute(store.getState()).view).toBe('Connect');
});

test('an auth remote that cannot load: "Unable to load email login dependency"', async () => {
  const user = userEvent.setup();
  bindAuthLoader(async () => Promise.reject(new Error('remote entry 404')));
  const { store } = renderWithStore(<ConnectEmail />);
  await user.type(screen.getByTestId('email-input'), 'ada@example.com');
  await user.click(submit());
  await waitFor(() =>
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Unable to load email login dependency' }),
  );
});

test('renders nothing while pay is on', () => {
  renderWithStore(<ConnectEmail />, makeTestStore({ email: true, pay: true }));
  expect(screen.queryByTestId('email-input')).toBeNull();
});

test('has no accessibility violations', async () => {
  const { container } = renderWithStore(<ConnectEmail />);
  expect(await axe(container)).toHaveNoViolations();
});
