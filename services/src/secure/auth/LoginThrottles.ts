import { EmailCooldownError } from '@foyer/kernel';
import type { AuthThrottleRepository } from '../../db/AuthThrottleRepository.js';
import type { SecureSiteLimits } from '../http/secureSiteLimits.js';
import { SecureSiteError } from '../SecureSiteError.js';

/** Counter kinds in `auth_throttles` (the subject is a normalised e-mail address, or `throttleSubject` of one). */
const MAIL = 'mail';
const DEVICE_LINK = 'device-link';
const WRONG_CODE = 'wrong-code';

/**
 * The subject of a counter kept per (address, party): the party is the hash of the device that asked, or `user:<id>`
 * for a signed-in user's e-mail change. Starts with the address and a newline (account deletion finds it by that).
 */
export const throttleSubject = (email: string, party: string): string => `${email}\n${party}`;

function cooldown(waitMs: number): SecureSiteError {
  return new SecureSiteError(429, 'EMAIL_COOLDOWN', new EmailCooldownError(Math.max(1, Math.ceil(waitMs / 1000))).shortMessage);
}

const rateLimited = () => new SecureSiteError(429, 'RATE_LIMITED', 'Rate Limited');

/**
 * Throttles kept in the database (they must survive a restart): e-mails per (address, party) and per address, the
 * device-link cooldown, and a lockout with exponential backoff after repeated wrong codes of one (address, party).
 * Nothing a third party can spend holds back the owner's approved device (review N4). Per-IP limits live in
 * `registerRateLimits`. Every answer is the same whether or not the address has an account.
 */
export class LoginThrottles {
  readonly #repository: AuthThrottleRepository;
  readonly #limits: SecureSiteLimits;
  readonly #now: () => number;

  constructor(repository: AuthThrottleRepository, limits: SecureSiteLimits, now: () => number = Date.now) {
    this.#repository = repository;
    this.#limits = limits;
    this.#now = now;
  }

  /**
   * Counts one e-mail to `email` asked for by `party`; 429 RATE_LIMITED beyond `mailsPerDevice` for that party, or,
   * unless the party is trusted (an approved device, the signed-in owner), beyond `mailsPerAddress` for the address.
   */
  async countMail(email: string, party: string, trusted: boolean): Promise<void> {
    const now = this.#now();
    const own = await this.#repository.hit(MAIL, throttleSubject(email, party), this.#limits.mailWindowMs, now);
    if (own.count > this.#limits.mailsPerDevice) throw rateLimited();
    if (trusted) return;
    const { count } = await this.#repository.hit(MAIL, email, this.#limits.mailWindowMs, now);
    if (count > this.#limits.mailsPerAddress) throw rateLimited();
  }

  /** 429 EMAIL_COOLDOWN while a device link sent to `email` is younger than the cooldown. */
  async assertNoDeviceLinkCooldown(email: string): Promise<void> {
    const last = await this.#repository.find(DEVICE_LINK, email);
    const waitMs = last === undefined ? 0 : last.windowStart + this.#limits.deviceLinkCooldownMs - this.#now();
    if (waitMs > 0) throw cooldown(waitMs);
  }

  /** Starts the device-link cooldown of `email` atomically; 429 EMAIL_COOLDOWN when one is already running. */
  async startDeviceLinkCooldown(email: string): Promise<void> {
    const now = this.#now();
    const { count, windowStart } = await this.#repository.hit(DEVICE_LINK, email, this.#limits.deviceLinkCooldownMs, now);
    if (count > 1) throw cooldown(windowStart + this.#limits.deviceLinkCooldownMs - now);
  }

  /** 429 EMAIL_COOLDOWN ('Please try again after {n} seconds') while `party` is locked out of `email`. */
  async assertNotLocked(email: string, party: string): Promise<void> {
    const failures = await this.#repository.find(WRONG_CODE, throttleSubject(email, party));
    const waitMs = failures?.lockedUntil == null ? 0 : failures.lockedUntil - this.#now();
    if (waitMs > 0) throw cooldown(waitMs);
  }

  /**
   * Counts a wrong code compared against a live code of `party` (a `WrongCodeError`); from `lockoutThreshold` on,
   * locks that party out of the address for a doubling time.
   */
  async recordWrongCode(email: string, party: string): Promise<void> {
    const now = this.#now();
    const subject = throttleSubject(email, party);
    const { count } = await this.#repository.hit(WRONG_CODE, subject, this.#limits.lockoutWindowMs, now);
    const over = count - this.#limits.lockoutThreshold;
    if (over < 0) return;
    const lockMs = Math.min(this.#limits.lockoutBaseMs * 2 ** Math.min(over, 20), this.#limits.lockoutMaxMs);
    await this.#repository.lock(WRONG_CODE, subject, now + lockMs);
  }

  /** A successful login forgets the party's earlier wrong codes. */
  async clearWrongCodes(email: string, party: string): Promise<void> {
    await this.#repository.clear(WRONG_CODE, throttleSubject(email, party));
  }
}
