import { ONRAMP_DEFAULT_LIMITS } from '@foyer/kernel';
import { validateOnrampAmount } from './validateOnrampAmount';

const card = ONRAMP_DEFAULT_LIMITS.card;

test.each([
  ['', { ok: false, problem: 'empty' }],
  ['  ', { ok: false, problem: 'empty' }],
  ['abc', { ok: false, problem: 'invalid' }],
  ['10.001', { ok: false, problem: 'invalid' }],
  ['0', { ok: false, problem: 'invalid' }],
  ['-20', { ok: false, problem: 'invalid' }],
  ['5', { ok: false, problem: 'belowMinimum' }],
  ['9.99', { ok: false, problem: 'belowMinimum' }],
  ['10', { ok: true, cents: 1_000n }],
  ['7500.00', { ok: true, cents: 750_000n }],
  ['7500.01', { ok: false, problem: 'aboveMaximum' }],
])('card limits: %p → %p', (amount, expected) => {
  expect(validateOnrampAmount(amount, card)).toEqual(expected);
});

test('without a known limit only the number is checked', () => {
  expect(validateOnrampAmount('1000000', undefined)).toEqual({ ok: true, cents: 100_000_000n });
});
