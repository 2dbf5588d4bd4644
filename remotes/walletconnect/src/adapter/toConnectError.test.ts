import { BaseError, ConnectionRejectedError } from '@foyer/kernel';
import { toConnectError } from './toConnectError';

test('keeps our errors as they are and wraps anything else with its cause', () => {
  const ours = new ConnectionRejectedError();
  expect(toConnectError(ours)).toBe(ours);
  const cause = new Error('socket hang up');
  const wrapped = toConnectError(cause);
  expect(wrapped).toBeInstanceOf(BaseError);
  expect(wrapped.shortMessage).toBe('Failed to connect');
  expect(wrapped.cause).toBe(cause);
});
