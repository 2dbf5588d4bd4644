import { EMAIL_LOGIN_COOLDOWN_MS } from '@foyer/kernel';

/**
 * Whole seconds left before another email login may start (0 when allowed): a second login
 * within `EMAIL_LOGIN_COOLDOWN_MS` of the last one is blocked (spec §5).
 * @example
 * emailCooldownSeconds(1_000, 11_000) // 20
 */
export function emailCooldownSeconds(lastLoginTime: unknown, now: number): number {
  if (typeof lastLoginTime !== 'number' || !Number.isFinite(lastLoginTime)) return 0;
  const remaining = lastLoginTime + EMAIL_LOGIN_COOLDOWN_MS - now;
  // A time in the future (clock moved back) must not block for longer than one window.
  if (remaining > EMAIL_LOGIN_COOLDOWN_MS) return Math.ceil(EMAIL_LOGIN_COOLDOWN_MS / 1000);
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}
