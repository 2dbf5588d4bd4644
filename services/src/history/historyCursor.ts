import { ServiceError } from '../errors/ServiceError.js';

const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The opaque `cursor` of a history page: base64url of its parts joined by dots ((block, index) on an EVM chain, a
 * signature on Solana).
 * @example
 * encodeHistoryCursor([1234, 0]) // 'MTIzNC4w'
 */
export function encodeHistoryCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(parts.join('.'), 'utf8').toString('base64url');
}

/** The parts of a cursor made by `encodeHistoryCursor`, checked by `pattern` (400 `INVALID_PARAMETER` otherwise). */
export function decodeHistoryCursor(cursor: string, pattern: RegExp): string[] {
  const text = CURSOR.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  if (!pattern.test(text) || encodeHistoryCursor(text.split('.')) !== cursor) {
    throw new ServiceError(400, 'INVALID_PARAMETER', 'Invalid cursor: use the `next` value of the previous page');
  }
  return text.split('.');
}
