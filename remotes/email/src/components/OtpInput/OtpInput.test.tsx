import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './OtpInput';

function input(): HTMLInputElement {
  return screen.getByTestId('otp-input') as HTMLInputElement;
}

test('keeps digits only and submits once six are typed', async () => {
  const user = userEvent.setup();
  const onComplete = jest.fn();
  render(<OtpInput label="Code" onComplete={onComplete} />);
  await user.type(input(), '12a3-45');
  expect(input().value).toBe('12345');
  expect(onComplete).not.toHaveBeenCalled();
  await user.type(input(), '6');
  expect(input().value).toBe('123456');
  expect(onComplete).toHaveBeenCalledWith('123456');
  await user.type(input(), '7');
  expect(input().value).toBe('123456');
  expect(onComplete).toHaveBeenCalledTimes(1);
});

test('a pasted code is cleaned up and submitted', async () => {
  const user = userEvent.setup();
  const onComplete = jest.fn();
  render(<OtpInput label="Code" onComplete={onComplete} />);
  await user.click(input());
  await user.paste('Your code: 654 321');
  expect(input().value).toBe('654321');
  expect(onComplete).toHaveBeenCalledWith('654321');
});

test('is labelled and numeric', () => {
  render(<OtpInput label="One-time code" onComplete={() => {}} />);
  expect(screen.getByLabelText('One-time code')).toBe(input());
  expect(input().inputMode).toBe('numeric');
  expect(input().autocomplete).toBe('one-time-code');
});
