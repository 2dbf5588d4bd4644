import { EMAIL_LOGIN_COOLDOWN_MS } from '@foyer/kernel';
import { OTP_MAX_ATTEMPTS } from '../otp/otpConstants.js';

/** Per-IP request budgets per minute, by group of routes (see `routeLimitGroup`). */
export type PerIpLimits = {
  /** Every route without a tighter group: the frame's normal use (user, network, RPC, approvals, pages). */
  default: number;
  /** Requests that send an e-mail: login start, e-mail change start. */
  emailStart: number;
  /** Code checks: login and both e-mail change steps. */
  otp: number;
  /** The device-link page and its POST. */
  deviceLink: number;
  /** Device-approval long-poll requests. */
  devicePoll: number;
  /** Social and Farcaster login starts and completions. */
  loginStart: number;
};

/** Every limit of the secure site; tests tighten or loosen them through `SecureSiteOptions.limits`. */
export type SecureSiteLimits = {
  /** Guesses one code allows. */
  otpMaxAttempts: number;
  /**
   * Wrong codes one device (or signed-in user) guesses for one address within `lockoutWindowMs`, each compared against
   * a live code of its own, before that device is locked out of the address (other devices are not: review N4).
   */
  lockoutThreshold: number;
  lockoutWindowMs: number;
  /** First lockout; each further wrong code doubles it, up to `lockoutMaxMs`. */
  lockoutBaseMs: number;
  lockoutMaxMs: number;
  /** E-mails (codes and device links) one address may receive per `mailWindowMs` at the request of one device. */
  mailsPerDevice: number;
  /**
   * E-mails one address may receive per `mailWindowMs` at the request of devices it has not approved (and e-mail
   * changes towards it): the ceiling a third party can spend, which never holds back an approved device.
   */
  mailsPerAddress: number;
  mailWindowMs: number;
  /** Wait between two codes of one purpose to one address (spec: 30 s). */
  codeCooldownMs: number;
  /** Wait between two device links to one address (the same as between two codes); an approved device skips it. */
  deviceLinkCooldownMs: number;
  /** How long a device link can be approved. */
  deviceLinkTtlMs: number;
  perIpPerMinute: PerIpLimits;
  /** Long-polls (`/api/email/device`, `/api/farcaster/wait`) held open at once: in total and per IP. */
  longPollTotal: number;
  longPollPerIp: number;
  /** Distinct IPs the in-memory per-IP counters remember (least recently seen are dropped first). */
  trackedIps: number;
  /** How often expired codes, links, sessions and counters are purged. */
  purgeIntervalMs: number;
};

export const DEFAULT_SECURE_SITE_LIMITS: SecureSiteLimits = {
  otpMaxAttempts: OTP_MAX_ATTEMPTS,
  lockoutThreshold: 10,
  lockoutWindowMs: 60 * 60_000,
  lockoutBaseMs: 60_000,
  lockoutMaxMs: 60 * 60_000,
  mailsPerDevice: 10,
  mailsPerAddress: 30,
  mailWindowMs: 60 * 60_000,
  codeCooldownMs: EMAIL_LOGIN_COOLDOWN_MS,
  deviceLinkCooldownMs: EMAIL_LOGIN_COOLDOWN_MS,
  deviceLinkTtlMs: 15 * 60_000,
  perIpPerMinute: { default: 600, emailStart: 20, otp: 30, deviceLink: 30, devicePoll: 60, loginStart: 30 },
  longPollTotal: 256,
  longPollPerIp: 8,
  trackedIps: 10_000,
  purgeIntervalMs: 10 * 60_000,
};

export type SecureSiteLimitsOverrides = Partial<Omit<SecureSiteLimits, 'perIpPerMinute'>> & { perIpPerMinute?: Partial<PerIpLimits> };

/** The defaults with `overrides` applied. */
export function resolveSecureSiteLimits(overrides: SecureSiteLimitsOverrides = {}): SecureSiteLimits {
  return {
    ...DEFAULT_SECURE_SITE_LIMITS,
    ...overrides,
    perIpPerMinute: { ...DEFAULT_SECURE_SITE_LIMITS.perIpPerMinute, ...overrides.perIpPerMinute },
  };
}
