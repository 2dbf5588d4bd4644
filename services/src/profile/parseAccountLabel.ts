import { ACCOUNT_LABEL_PROBLEM_MESSAGES, accountLabelProblem } from '@foyer/kernel';
import { profileError } from './profileError.js';

/**
 * The lower-case label of `name`, given with or without the deployment's `suffix`; 400 `NAME_INVALID` with the reason
 * otherwise. The rule is checked on the label as given, before lower-casing (U+212A, the Kelvin sign, lower-cases to `k`).
 */
export function parseAccountLabel(name: string, suffix: string): string {
  const trimmed = name.trim();
  const label = trimmed.length > suffix.length && trimmed.slice(-suffix.length).toLowerCase() === suffix ? trimmed.slice(0, -suffix.length) : trimmed;
  const problem = accountLabelProblem(label);
  if (problem !== undefined) throw profileError('NAME_INVALID', ACCOUNT_LABEL_PROBLEM_MESSAGES[problem]);
  return label.toLowerCase();
}
