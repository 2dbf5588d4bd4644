import { BaseError, serializeError } from '@foyer/kernel';
import { RelayUnavailableError } from './RelayUnavailableError';

test('carries a stable code, the short message and the relay URL as details', () => {
  const error = new RelayUnavailableError({ relayUrl: 'ws://127.0.0.1:3030' });
  expect(error).toBeInstanceOf(BaseError);
  expect(error.code).toBe('RELAY_UNAVAILABLE');
  expect(error.shortMessage).toBe('Cannot reach the WalletConnect relay');
  expect(error.details).toBe('No connection to ws://127.0.0.1:3030');
  expect(serializeError(error)).toMatchObject({ code: 'RELAY_UNAVAILABLE' });
});

test('a relay that keeps the socket open and never answers says so in the details', () => {
  const error = new RelayUnavailableError({ relayUrl: 'ws://127.0.0.1:3030', reason: 'noAnswer' });
  expect(error.shortMessage).toBe('Cannot reach the WalletConnect relay');
  expect(error.details).toBe('No answer from ws://127.0.0.1:3030');
});
