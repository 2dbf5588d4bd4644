import { BaseError } from './base.js';

/** How an error is kept in Redux state or sent across a boundary. */
export type SerializedError = { code: string; message: string };

/**
 * Turns anything thrown into `{ code, message }`: catalogue errors keep their code and short
 * message, other errors become `UNKNOWN_ERROR` with their message.
 * @example
 * serializeError(new ModalClosedError()) // { code: 'MODAL_CLOSED', message: 'Modal closed' }
 */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof BaseError) return { code: error.code, message: error.shortMessage };
  if (error instanceof Error) return { code: 'UNKNOWN_ERROR', message: error.message || 'An error occurred' };
  if (typeof error === 'string' && error) return { code: 'UNKNOWN_ERROR', message: error };
  if (error !== null && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return { code, message };
    if (typeof message === 'string' && message) return { code: 'UNKNOWN_ERROR', message };
  }
  return { code: 'UNKNOWN_ERROR', message: 'An error occurred' };
}
