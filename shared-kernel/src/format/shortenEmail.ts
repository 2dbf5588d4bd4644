import { EMAIL_DISPLAY_MAX_LENGTH } from '../constants.js';

/**
 * An email for display: unchanged up to 30 characters, else the local part is cut with an
 * ellipsis so the whole fits in 30 characters and the domain stays readable.
 * @example
 * shortenEmail('a.very.long.local.part.indeed@example.com') // 'a.very.long.loca…@example.com'
 */
export function shortenEmail(email: string, maxLength: number = EMAIL_DISPLAY_MAX_LENGTH): string {
  if (email.length <= maxLength) return email;
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? email.slice(at) : '';
  const room = maxLength - domain.length - 1;
  // Keep at least 4 characters of the local part; a very long domain is cut instead.
  if (at <= 0 || room < 4) return `${email.slice(0, maxLength - 1)}…`;
  return `${email.slice(0, room)}…${domain}`;
}
