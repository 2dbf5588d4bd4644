import { ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_PATTERN } from '../constants.js';
import { InvalidAccountNameError } from '../errors/names.js';

/**
 * Why `label` (a name without its suffix) breaks the account-name rule of spec §5 (letters,
 * digits, hyphens, at least 4 characters), or `undefined` when it follows it.
 * @example
 * accountNameError('bob')?.shortMessage // 'Name must be at least 4 characters and use only letters, digits and hyphens'
 */
export function accountNameError(label: string): InvalidAccountNameError | undefined {
  if (label.length >= ACCOUNT_NAME_MIN_LENGTH && ACCOUNT_NAME_PATTERN.test(label)) return undefined;
  return new InvalidAccountNameError({ value: label });
}
