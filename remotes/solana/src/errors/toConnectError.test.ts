import { BaseError, ConnectionRejectedError, ModalClosedError } from '@foyer/kernel';
import { SolanaWalletError } from './SolanaWalletError';
import { toConnectError } from './toConnectError';

test.each([
  ['an EIP-1193 4001', { code: 4001, message: 'nope' }],
  ['a rejection in words', new Error('User rejected the request.')],
  ['a denial in words', { message: 'Request denied by user' }],
])('behavior: %s -> ConnectionRejectedError', (_case, error) => {
  const converted = toConnectError(error);
  expect(converted).toBeInstanceOf(ConnectionRejectedError);
  expect(converted.cause).toBe(error);
});

test('behavior: kernel errors pass through, anything else becomes SolanaWalletError', () => {
  const closed = new ModalClosedError();
  expect(toConnectError(closed)).toBe(closed);
  const other = toConnectError('boom');
  expect(other).toBeInstanceOf(SolanaWalletError);
  expect(other).toBeInstanceOf(BaseError);
  expect(other).toMatchObject({ shortMessage: 'Failed to connect', code: 'SOLANA_WALLET_ERROR', details: 'boom' });
});
