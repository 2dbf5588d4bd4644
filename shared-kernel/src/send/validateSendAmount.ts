import { parseUnits } from './parseUnits.js';

/** Why an amount cannot be sent (the send view's messages are keyed by it). */
export type SendAmountProblem = 'empty' | 'invalid' | 'tooManyDecimals' | 'zero' | 'insufficient';

export type ValidateSendAmountParameters = {
  /** What the user typed. */
  amount: string;
  decimals: number;
  /** The most that may be sent, in base units (`maxSendable`). */
  max: bigint;
};

export type ValidateSendAmountReturnType = { ok: true; value: bigint } | { ok: false; problem: SendAmountProblem };

/**
 * Checks a typed amount against spec §5 (an amount is required) and the balance: the exact base units,
 * or the problem. More fraction digits than the token has is its own problem (it cannot be sent exactly).
 * @example
 * validateSendAmount({ amount: '1.5', decimals: 6, max: 2_000_000n }) // { ok: true, value: 1500000n }
 */
export function validateSendAmount({ amount, decimals, max }: ValidateSendAmountParameters): ValidateSendAmountReturnType {
  const typed = amount.trim();
  if (typed === '') return { ok: false, problem: 'empty' };
  if (!/^\d*(?:\.\d*)?$/u.test(typed) || typed === '.') return { ok: false, problem: 'invalid' };
  const value = parseUnits(typed, decimals);
  if (value === undefined) return { ok: false, problem: 'tooManyDecimals' };
  if (value === 0n) return { ok: false, problem: 'zero' };
  if (value > max) return { ok: false, problem: 'insufficient' };
  return { ok: true, value };
}
