import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_PATTERN } from '@foyer/kernel';
import { profileError } from './profileError.js';

/** Why `label` breaks the account-name rule (spec §5 plus a DNS-label length cap), or `undefined` when it follows it. */
export function accountLabelProblem(label: string): string | undefined {
  if (label !== '' && !ACCOUNT_NAME_PATTERN.test(label)) return 'Name may only contain letters, digits and hyphens';
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return `Name must be at least ${ACCOUNT_NAME_MIN_LENGTH} characters`;
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) return `Name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters`;
  return undefined;
}

/** The lower-case label of `name`, given with or without the deployment's `suffix`; 400 `NAME_INVALID` with the reason otherwise. */
export function parseAccountLabel(name: string, suffix: string): string {
  const lower = name.trim().toLowerCase();
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower;
  const problem = accountLabelProblem(label);
  if (problem !== undefined) throw profileError('NAME_INVALID', problem);
  return label;
}
