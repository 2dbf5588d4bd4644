import { BaseError, ConnectionRejectedError, isUserRejection } from '@foyer/kernel';
import { SolanaWalletError } from './SolanaWalletError.js';

// Wallet Standard defines no error codes: wallets reject with EIP-1193's 4001 (Phantom, Solflare)
// or an error whose message says so (wallet-adapter's WalletConnectionError: "User rejected the request").
const REJECTION_WORDS = /reject|denied|declined|cancel/i;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * The kernel error for a failed wallet request: `ConnectionRejectedError` ('Connection rejected') when
 * the user said no, a kernel error as is, otherwise `SolanaWalletError` with the wallet's error as cause.
 * @example
 * try { await connect() } catch (error) { throw toConnectError(error) }
 */
export function toConnectError(error: unknown): BaseError {
  if (error instanceof BaseError) return error;
  if (isUserRejection(error) || REJECTION_WORDS.test(messageOf(error))) return new ConnectionRejectedError({ cause: error });
  return new SolanaWalletError({ cause: error, details: messageOf(error) || undefined });
}
