import { ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_PATTERN } from '../constants.js';
import { RESERVED_ACCOUNT_LABELS, RESERVED_BRAND_LABELS } from './nameConstants.js';
import { ACCOUNT_NAME_MAX_LENGTH } from './profileContract.js';

/** Which part of the account-name rule a label breaks. */
export type AccountLabelProblemKind = 'characters' | 'tooShort' | 'tooLong' | 'punycode' | 'hyphens' | 'reserved';

/** The reason users read for each broken part (the names service answers these as `NAME_INVALID`). */
export const ACCOUNT_LABEL_PROBLEM_MESSAGES: Readonly<Record<AccountLabelProblemKind, string>> = {
  characters: 'Name may only contain letters, digits and hyphens',
  tooShort: `Name must be at least ${ACCOUNT_NAME_MIN_LENGTH} characters`,
  tooLong: `Name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters`,
  punycode: 'Name may not start with xn-- (an encoded international name)',
  hyphens: 'Name may not start or end with a hyphen, nor have two hyphens at positions 3 and 4',
  reserved: 'This name is reserved',
};

/**
 * The account-name rule (spec §5, review 2 N10/N16), the one the widget and the names service both apply: ASCII
 * letters, digits and hyphens, checked before any case folding (so U+212A, the Kelvin sign, is not read as `k`);
 * 4 to 63 characters; no IDNA form (`xn--`, or any `--` at positions 3–4), no leading or trailing hyphen; not a
 * reserved role or brand name. Answers the first part `label` breaks, or `undefined` when it follows the rule.
 * @example
 * accountLabelProblem('xn--80ak6aa92e') // 'punycode'
 * accountLabelProblem('alice')          // undefined
 */
export function accountLabelProblem(label: string): AccountLabelProblemKind | undefined {
  if (label !== '' && !ACCOUNT_NAME_PATTERN.test(label)) return 'characters';
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return 'tooShort';
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) return 'tooLong';
  const lower = label.toLowerCase();
  if (lower.startsWith('xn--')) return 'punycode';
  if (lower.startsWith('-') || lower.endsWith('-') || lower.slice(2, 4) === '--') return 'hyphens';
  if (RESERVED_ACCOUNT_LABELS.has(lower) || lower.split('-').some((part) => RESERVED_BRAND_LABELS.has(part))) return 'reserved';
  return undefined;
}
