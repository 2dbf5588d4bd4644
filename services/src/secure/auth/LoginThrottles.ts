import { EmailCooldownError } from '@foyer/kernel';
import type { AuthThrottleRepository } from '../../db/AuthThrottleRepository.js';
import type { SecureSiteLimits } from '../http/secureSiteLimits.js';
import { SecureSiteError } from '../SecureSiteError.js';

/** Counter kinds in `auth_throttles` (the subject is always a normalised e-mail address). */
const MAIL = 'mail';
const DEVICE_LINK = 'device-link';
const WRONG_CODE = 'wrong-code';

function cooldown(waitMs: number): SecureSiteError {
  return new SecureSiteError(429, 'EMAIL_COOLDOWN', new EmailCooldownError(Math.max(1, Math.ceil(waitMs / 1000))).shortMessage);
}

/**
 * Per-address throttles kept in the database (they must survive a restart): e-mails per address per hour, the
 * device-link cooldown, and a lockout with exponential backoff after repeated wrong codes. Per-IP limits live in
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

  /** Counts one e-mail to `email`; 429 RATE_LIMITED beyond `mailsPerAddress` per window. */
  async countMail(email: string): Promise<void> {
    const { count } = await this.#repository.hit(MAIL, email, this.#limits.mailWindowMs, this.#now());
    if (count > this.#limits.mailsPerAddress) throw new SecureSiteError(429, 'RATE_LIMITED', 'Rate Limited');
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

  /** 429 EMAIL_COOLDOWN ('Please try again after {n} seconds') while `email` is locked out. */
  async assertNotLocked(email: string): Promise<void> {
    const failures = await this.#repository.find(WRONG_CODE, email);
    const waitMs = failures?.lockedUntil == null ? 0 : failures.lockedUntil - this.#now();
    if (waitMs > 0) throw cooldown(waitMs);
  }

  /** Counts a wrong code; from `lockoutThreshold` on, locks the address for a doubling time. */
  async recordWrongCode(email: string): Promise<void> {
    const now = this.#now();
    const { count } = await this.#repository.hit(WRONG_CODE, email, this.#limits.lockoutWindowMs, now);
    const over = count - this.#limits.lockoutThreshold;
    if (over < 0) return;
    const lockMs = Math.min(this.#limits.lockoutBaseMs * 2 ** Math.min(over, 20), this.#limits.lockoutMaxMs);
    await this.#repository.lock(WRONG_CODE, email, now + lockMs);
  }

  /** A successful login forgets earlier wrong codes. */
  async clearWrongCodes(email: string): Promise<void> {
    await this.#repository.clear(WRONG_CODE, email);
  }
}
