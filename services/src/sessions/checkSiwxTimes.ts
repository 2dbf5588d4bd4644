import { SIWX_DEFAULT_SESSION_TTL_MS, SIWX_MAX_CLOCK_SKEW_MS, type SiwxMessageData } from '@foyer/kernel';
import { siwxError } from './siwxError.js';

function timeOf(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Date.parse(value);
}

/**
 * Refuses a message whose times exclude `now` (epoch ms): issued more than the allowed skew ahead
 * (`SIWX_ISSUED_IN_FUTURE`), expired (`SIWX_EXPIRED`) or not valid yet (`SIWX_NOT_YET_VALID`). Resolves
 * to when a session from it ends: its expiry, at most the default session lifetime from now.
 *
 * @example
 * checkSiwxTimes({ ...data, expirationTime: '2020-01-01T00:00:00Z' }, Date.now()) // throws SIWX_EXPIRED
 */
export function checkSiwxTimes(data: Pick<SiwxMessageData, 'issuedAt' | 'expirationTime' | 'notBefore'>, now: number): number {
  const issuedAt = timeOf(data.issuedAt);
  const expirationTime = timeOf(data.expirationTime);
  const notBefore = timeOf(data.notBefore);
  if (issuedAt !== undefined && issuedAt > now + SIWX_MAX_CLOCK_SKEW_MS) {
    throw siwxError('SIWX_ISSUED_IN_FUTURE', 'The message was issued in the future');
  }
  if (expirationTime !== undefined && expirationTime <= now) throw siwxError('SIWX_EXPIRED', 'The message has expired');
  if (notBefore !== undefined && notBefore > now) throw siwxError('SIWX_NOT_YET_VALID', 'The message is not valid yet');
  return Math.min(expirationTime ?? Number.POSITIVE_INFINITY, now + SIWX_DEFAULT_SESSION_TTL_MS);
}
