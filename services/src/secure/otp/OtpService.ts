import { randomInt, randomUUID } from 'node:crypto';
import { EMAIL_LOGIN_COOLDOWN_MS, EmailCooldownError } from '@foyer/kernel';
import { FRAME_ERROR_MESSAGES } from '@foyer/kernel/frame';
import type { EmailOtpRepository } from '../../db/EmailOtpRepository.js';
import { digestsEqual, hmacHex } from '../crypto/hashing.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { OTP_DIGITS, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './otpConstants.js';

export type OtpPurpose = 'login' | 'update-primary' | 'update-secondary';

export type OtpServiceOptions = { repository: EmailOtpRepository; pepper: Uint8Array; now?: () => number };

/**
 * One-time codes by e-mail: 6 digits, single use, expiring after `OTP_TTL_MS`, burnt after `OTP_MAX_ATTEMPTS`
 * wrong guesses, at most one per address and purpose every 30 s (`EMAIL_LOGIN_COOLDOWN_MS`). Only an HMAC of the
 * code (keyed by the server pepper and bound to address and purpose) is stored.
 */
export class OtpService {
  readonly #repository: EmailOtpRepository;
  readonly #pepper: Uint8Array;
  readonly #now: () => number;

  constructor({ repository, pepper, now = Date.now }: OtpServiceOptions) {
    this.#repository = repository;
    this.#pepper = pepper;
    this.#now = now;
  }

  #hash(email: string, purpose: OtpPurpose, code: string): string {
    return hmacHex(this.#pepper, `${purpose}\n${email}\n${code}`);
  }

  /** Throws 429 EMAIL_COOLDOWN ('Please try again after {n} seconds') inside the cooldown window. */
  async assertNoCooldown(email: string, purpose: OtpPurpose): Promise<void> {
    const latest = await this.#repository.findLatest(email, purpose);
    if (latest === undefined) return;
    const waitMs = latest.createdAt + EMAIL_LOGIN_COOLDOWN_MS - this.#now();
    if (waitMs > 0) {
      const error = new EmailCooldownError(Math.ceil(waitMs / 1000));
      throw new SecureSiteError(429, 'EMAIL_COOLDOWN', error.shortMessage);
    }
  }

  /** Issues a new code (invalidating older open ones) and returns it, for the e-mail only. */
  async issue(email: string, purpose: OtpPurpose): Promise<string> {
    await this.assertNoCooldown(email, purpose);
    const now = this.#now();
    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    await this.#repository.invalidateOpen(email, purpose, now);
    await this.#repository.insert({
      id: randomUUID(),
      email,
      purpose,
      codeHash: this.#hash(email, purpose, code),
      attempts: 0,
      expiresAt: now + OTP_TTL_MS,
      usedAt: null,
      createdAt: now,
    });
    return code;
  }

  /** Consumes `code`; throws INVALID_OTP, OTP_EXPIRED or TOO_MANY_ATTEMPTS (all 400) otherwise. */
  async verify(email: string, purpose: OtpPurpose, code: string): Promise<void> {
    const otp = await this.#repository.findLatest(email, purpose);
    if (otp === undefined || otp.usedAt !== null) {
      throw new SecureSiteError(400, 'INVALID_OTP', FRAME_ERROR_MESSAGES.INVALID_OTP);
    }
    if (otp.expiresAt <= this.#now()) throw new SecureSiteError(400, 'OTP_EXPIRED', FRAME_ERROR_MESSAGES.OTP_EXPIRED);
    if (otp.attempts >= OTP_MAX_ATTEMPTS) {
      throw new SecureSiteError(400, 'TOO_MANY_ATTEMPTS', FRAME_ERROR_MESSAGES.TOO_MANY_ATTEMPTS);
    }
    if (!/^\d{6}$/.test(code) || !digestsEqual(otp.codeHash, this.#hash(email, purpose, code))) {
      const attempts = otp.attempts + 1;
      await this.#repository.recordAttempt(otp.id, attempts);
      if (attempts >= OTP_MAX_ATTEMPTS) {
        await this.#repository.markUsed(otp.id, this.#now());
        throw new SecureSiteError(400, 'TOO_MANY_ATTEMPTS', FRAME_ERROR_MESSAGES.TOO_MANY_ATTEMPTS);
      }
      throw new SecureSiteError(400, 'INVALID_OTP', FRAME_ERROR_MESSAGES.INVALID_OTP);
    }
    if (!(await this.#repository.markUsed(otp.id, this.#now()))) {
      throw new SecureSiteError(400, 'INVALID_OTP', FRAME_ERROR_MESSAGES.INVALID_OTP);
    }
  }
}
