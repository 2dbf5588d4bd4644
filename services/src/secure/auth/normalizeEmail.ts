import { SecureSiteError } from '../SecureSiteError.js';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{1,63}$/;

/** Lower-cased, trimmed e-mail address, or 400 INVALID_REQUEST. */
export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 254) throw new SecureSiteError(400, 'INVALID_REQUEST', 'Email must be a valid email');
  return email;
}
