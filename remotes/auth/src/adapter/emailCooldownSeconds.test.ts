import { EMAIL_LOGIN_COOLDOWN_MS } from '@foyer/kernel';
import { emailCooldownSeconds } from './emailCooldownSeconds';

test('no previous login: allowed', () => {
  expect(emailCooldownSeconds(undefined, 1_000)).toBe(0);
  expect(emailCooldownSeconds('yesterday', 1_000)).toBe(0);
});

test('within 30 s of the last login: the whole seconds left, rounded up', () => {
  expect(emailCooldownSeconds(0, 0)).toBe(30);
  expect(emailCooldownSeconds(0, 10_000)).toBe(20);
  expect(emailCooldownSeconds(0, 29_001)).toBe(1);
});

test('30 s or more after the last login: allowed', () => {
  expect(emailCooldownSeconds(0, EMAIL_LOGIN_COOLDOWN_MS)).toBe(0);
  expect(emailCooldownSeconds(0, EMAIL_LOGIN_COOLDOWN_MS + 1)).toBe(0);
});

test('a stored time in the future blocks one window at most', () => {
  expect(emailCooldownSeconds(10_000_000, 0)).toBe(30);
});
