import * as z from 'zod/mini';

const EMAIL = z.email().check(z.maxLength(254));

/**
 * Whether `value` is a valid email address (spec §5 "Email fields must be valid emails").
 * @example
 * isValidEmail('ada@example.com') // true
 * isValidEmail('ada@') // false
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.safeParse(value).success;
}
