import { InvalidAccountNameError } from '../errors/names.js';
import { ACCOUNT_LABEL_PROBLEM_MESSAGES, accountLabelProblem } from './accountLabelProblem.js';

/**
 * Why `label` (a name without its suffix) breaks the account-name rule (`accountLabelProblem`), or `undefined`
 * when it follows it. Characters and length share spec §5's message; look-alike forms and reserved names say why.
 * @example
 * accountNameError('bob')?.shortMessage // 'Name must be at least 4 characters and use only letters, digits and hyphens'
 */
export function accountNameError(label: string): InvalidAccountNameError | undefined {
  const problem = accountLabelProblem(label);
  if (problem === undefined) return undefined;
  const specific = problem === 'punycode' || problem === 'hyphens' || problem === 'reserved';
  return new InvalidAccountNameError({ value: label, ...(specific ? { reason: ACCOUNT_LABEL_PROBLEM_MESSAGES[problem] } : {}) });
}
