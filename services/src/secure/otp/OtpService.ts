import { randomInt, randomUUID } from 'node:crypto';
import { EMAIL_LOGIN_COOLDOWN_MS, EmailCooldownError } from '@foyer/kernel';
import { FRAME_ERROR_MESSAGES } from '@foyer/kernel/frame';
import type { EmailOtp, EmailOtpRepository } from '../../db/EmailOtpRepository.js';
import { digestsEqual, hmacHex } from '../crypto/hashing.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { OTP_DIGITS, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './otpConstants.js';
import { WrongCodeError } from './WrongCodeError.js';

export type OtpPurpose = 'login' | 'update-primary' | 'update-secondary';

export type OtpServiceOptions = {
  repository: EmailOtpRepository;
  pepper: Uint8Array;
  /** Guesses per code (default `OTP_MAX_ATTEMPTS`). */
  maxAttempts?: number;
  /** Wait between two codes of one purpose to one address (default `EMAIL_LOGIN_COOLDOWN_MS`). */
  cooldownMs?: number;
  now?: () => number;
};

/** Who may use a code, and for which project and page origin the resulting session is. */
export type OtpIssueOptions = {
  /** SHA-256 of the device id that asked: only that device may use the code. */
  deviceHash?: string;
  projectId?: string;
  appOrigin?: string;
  /** Skip the 30 s cooldown: only for a code sent right after a device link was approved (that link was throttled). */
  skipCooldown?: boolean;
};

const invalid = () => new SecureSiteError(400, 'INVALID_OTP', FRAME_ERROR_MESSAGES.INVALID_OTP);
const tooMany = () => new SecureSiteError(400, 'TOO_MANY_ATTEMPTS', FRAME_ERROR_MESSAGES.TOO_MANY_ATTEMPTS);

/**
 * One-time codes by e-mail: 6 digits, single use, expiring after `OTP_TTL_MS`, burnt after `maxAttempts` guesses,
 * at most one per address and purpose every 30 s (`EMAIL_LOGIN_COOLDOWN_MS`), usable only from the device that asked.
 * Only an HMAC of the code (keyed by the server pepper and bound to address and purpose) is stored.
 */
export class OtpService {
  readonly #repository: EmailOtpRepository;
  readonly #pepper: Uint8Array;
  readonly #maxAttempts: number;
  readonly #cooldownMs: number;
  readonly #now: () => number;

  constructor({ repository, pepper, maxAttempts = OTP_MAX_ATTEMPTS, cooldownMs = EMAIL_LOGIN_COOLDOWN_MS, now = Date.now }: OtpServiceOptions) {
    this.#repository = repository;
    this.#pepper = pepper;
    this.#maxAttempts = maxAttempts;
    this.#cooldownMs = cooldownMs;
    this.#now = now;
  }

  #hash(email: string, purpose: OtpPurpose, code: string): string {
    return hmacHex(this.#pepper, `${purpose}\n${email}\n${code}`);
  }

  /** Throws 429 EMAIL_COOLDOWN ('Please try again after {n} seconds') inside the cooldown window. */
  async assertNoCooldown(email: string, purpose: OtpPurpose): Promise<void> {
    const latest = await this.#repository.findLatest(email, purpose);
    if (latest === undefined) return;
    const waitMs = latest.createdAt + this.#cooldownMs - this.#now();
    if (waitMs > 0) {
      const error = new EmailCooldownError(Math.ceil(waitMs / 1000));
      throw new SecureSiteError(429, 'EMAIL_COOLDOWN', error.shortMessage);
    }
  }

  /** Issues a new code (invalidating older open ones) and returns it, for the e-mail only. */
  async issue(email: string, purpose: OtpPurpose, options: OtpIssueOptions = {}): Promise<string> {
    if (options.skipCooldown !== true) await this.assertNoCooldown(email, purpose);
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
      deviceHash: options.deviceHash ?? null,
      projectId: options.projectId ?? null,
      appOrigin: options.appOrigin ?? null,
    });
    return code;
  }

  /**
   * Consumes `code` and returns the code's record; throws INVALID_OTP, OTP_EXPIRED or TOO_MANY_ATTEMPTS (all 400)
   * otherwise. A guess is compared only after it won an attempt in one conditional UPDATE, so N concurrent guesses
   * spend N attempts and no more than `maxAttempts` are ever compared; success is a second conditional UPDATE. Only a
   * guess that spent an attempt of a live code throws a `WrongCodeError` (what a lockout counts).
   */
  async verify(email: string, purpose: OtpPurpose, code: string, deviceHash?: string): Promise<EmailOtp> {
    const otp = await this.#repository.findLatest(email, purpose);
    if (otp === undefined) throw invalid();
    if (otp.usedAt !== null) throw otp.attempts >= this.#maxAttempts ? tooMany() : invalid();
    if (otp.expiresAt <= this.#now()) throw new SecureSiteError(400, 'OTP_EXPIRED', FRAME_ERROR_MESSAGES.OTP_EXPIRED);
    // A code asked for by one device is worthless on another: nothing is compared, so nothing can be learnt.
    if (otp.deviceHash !== null && otp.deviceHash !== deviceHash) throw invalid();
    const attempts = await this.#repository.spendAttempt(otp.id, this.#maxAttempts);
    if (attempts === undefined) throw tooMany();
    if (!/^\d{6}$/.test(code) || !digestsEqual(otp.codeHash, this.#hash(email, purpose, code))) {
      if (attempts >= this.#maxAttempts) {
        await this.#repository.markUsed(otp.id, this.#now());
        throw new WrongCodeError(400, 'TOO_MANY_ATTEMPTS', FRAME_ERROR_MESSAGES.TOO_MANY_ATTEMPTS);
      }
      throw new WrongCodeError(400, 'INVALID_OTP', FRAME_ERROR_MESSAGES.INVALID_OTP);
    }
    if (!(await this.#repository.markUsed(otp.id, this.#now()))) throw invalid();
    return otp;
  }
}
