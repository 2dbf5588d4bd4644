import { ACCOUNT_NAME_MAX_LENGTH, accountLabelProblem } from '@foyer/kernel';

const WORDS = ['app', 'web3', 'dev', 'labs', 'hq', 'wallet', 'one', 'xyz'];
const NUMBERED = 40;

/**
 * Valid labels close to `label`, best first: `label` + a number and `label-<word>` taking turns, the label cut
 * so each stays within the length limit. The caller keeps the free ones.
 * @example
 * accountNameCandidates('alice').slice(0, 4) // ['alice1', 'alice-app', 'alice2', 'alice-web3']
 */
export function accountNameCandidates(label: string): string[] {
  const endings: string[] = [];
  for (let index = 0; index < NUMBERED; index += 1) {
    endings.push(String(index + 1));
    const word = WORDS[index];
    if (word !== undefined) endings.push(`-${word}`);
  }
  const candidates = new Set<string>();
  for (const ending of endings) {
    const candidate = `${label.slice(0, ACCOUNT_NAME_MAX_LENGTH - ending.length)}${ending}`;
    if (candidate !== label && accountLabelProblem(candidate) === undefined) candidates.add(candidate);
  }
  return [...candidates];
}
