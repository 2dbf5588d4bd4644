import { parseUnits, type OnrampPaymentMethodLimit } from '@foyer/kernel';

export type OnrampAmountProblem = 'empty' | 'invalid' | 'belowMinimum' | 'aboveMaximum';

export type ValidateOnrampAmountReturnType = { ok: true; cents: bigint } | { ok: false; problem: OnrampAmountProblem };

/**
 * A typed fiat amount against a payment method's limits (spec §5: card 10.00–7500.00, bank account 10.00–25000.00),
 * in exact cents: at most two decimals; the bounds are inclusive.
 * @example
 * validateOnrampAmount('5', { id: 'card', min: '10.00', max: '7500.00' }) // { ok: false, problem: 'belowMinimum' }
 */
export function validateOnrampAmount(amount: string, limit: Pick<OnrampPaymentMethodLimit, 'min' | 'max'> | undefined): ValidateOnrampAmountReturnType {
  const typed = amount.trim();
  if (typed === '') return { ok: false, problem: 'empty' };
  const cents = parseUnits(typed, 2);
  if (cents === undefined || cents === 0n) return { ok: false, problem: 'invalid' };
  const min = limit ? parseUnits(limit.min, 2) : undefined;
  const max = limit ? parseUnits(limit.max, 2) : undefined;
  if (min !== undefined && cents < min) return { ok: false, problem: 'belowMinimum' };
  if (max !== undefined && cents > max) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, cents };
}
