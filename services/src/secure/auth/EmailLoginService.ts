import { FRAME_ERROR_MESSAGES } from '@foyer/kernel/frame';
import type { EmailOtp } from '../../db/EmailOtpRepository.js';
import type { EmailUpdateRepository } from '../../db/EmailUpdateRepository.js';
import type { DeviceLinkRequest, WalletDeviceRepository } from '../../db/WalletDeviceRepository.js';
import type { WalletSession } from '../../db/WalletSessionRepository.js';
import type { WalletUser, WalletUserRepository } from '../../db/WalletUserRepository.js';
import { randomToken, sha256Hex } from '../crypto/hashing.js';
import { deviceLinkMail, emailChangedMail, loginCodeMail, updatePrimaryMail, updateSecondaryMail } from '../mail/loginMails.js';
import type { Mailer } from '../mail/Mailer.js';
import type { OtpPurpose, OtpService } from '../otp/OtpService.js';
import { OTP_TTL_MS } from '../otp/otpConstants.js';
import { WrongCodeError } from '../otp/WrongCodeError.js';
import { SecureSiteError } from '../SecureSiteError.js';
import type { LoginThrottles } from './LoginThrottles.js';
import type { SessionService } from './SessionService.js';
import type { UserProvisioner } from './UserProvisioner.js';

export type EmailLoginDependencies = {
  users: WalletUserRepository;
  devices: WalletDeviceRepository;
  otp: OtpService;
  mailer: Mailer;
  sessions: SessionService;
  provisioner: UserProvisioner;
  throttles: LoginThrottles;
  emailUpdates: EmailUpdateRepository;
  /** Public base URL of the secure site (for device links). */
  siteUrl: string;
  /** How long a device link can be approved. */
  deviceLinkTtlMs: number;
  now?: () => number;
};

/** Where a login starts: the project and page origin it was checked against, and the browser that asked. */
export type LoginRequest = { projectId: string; appOrigin: string; userAgent: string | null };

/** How long a two-step e-mail change may take. */
const EMAIL_UPDATE_TTL_MS = 3 * OTP_TTL_MS;
const DEVICE_LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const minutes = (ms: number) => Math.round(ms / 60_000);
/** The throttle party of a signed-in user's e-mail change (a device hash is 64 hex digits, never this). */
const userParty = (user: WalletUser) => `user:${user.id}`;

/**
 * Email login. A known user's new device gets an e-mailed device link first; the code follows once the link's page
 * was confirmed. Either way `start` answers VERIFY_OTP, with the same cooldowns and limits, so the answer says
 * nothing about whether the address has an account (review L2).
 */
export class EmailLoginService {
  readonly #d: EmailLoginDependencies;
  readonly #now: () => number;

  constructor(dependencies: EmailLoginDependencies) {
    this.#d = dependencies;
    this.#now = dependencies.now ?? Date.now;
  }

  async #sendLoginCode(email: string, deviceHash: string, projectId: string | null, appOrigin: string | null, afterDeviceLink: boolean): Promise<void> {
    const code = await this.#d.otp.issue(email, 'login', {
      deviceHash,
      ...(projectId !== null ? { projectId } : {}),
      ...(appOrigin !== null ? { appOrigin } : {}),
      skipCooldown: afterDeviceLink,
    });
    await this.#d.mailer.send(loginCodeMail(email, code, minutes(OTP_TTL_MS)));
  }

  /**
   * Checks a code, counting a wrong one towards the lockout of `party` (the asking device's hash, or the signed-in user)
   * only when it was compared against a live code of that party: guesses nobody could win lock nobody out (N4).
   */
  async #checkCode(email: string, purpose: OtpPurpose, code: string, party: string, deviceHash?: string): Promise<EmailOtp> {
    await this.#d.throttles.assertNotLocked(email, party);
    try {
      return await this.#d.otp.verify(email, purpose, code, deviceHash);
    } catch (error) {
      if (error instanceof WrongCodeError) await this.#d.throttles.recordWrongCode(email, party);
      throw error;
    }
  }

  /** Starts a login; always resolves to VERIFY_OTP (see the class comment). */
  async start(email: string, deviceId: string, request: LoginRequest): Promise<'VERIFY_OTP'> {
    const deviceHash = sha256Hex(deviceId);
    const user = await this.#d.users.findByEmail(email);
    const approvedDevice = user !== undefined && (await this.#d.devices.isApproved(user.id, deviceHash));
    const needsDeviceLink = user !== undefined && !approvedDevice;
    // The same two cooldowns and the same hourly caps for an unknown address and an unapproved device. An approved
    // device skips what a third party can spend (the device-link cooldown, the address's ceiling); only the owner knows
    // its id, so skipping says nothing about the address to anyone else (N4, L2).
    await this.#d.otp.assertNoCooldown(email, 'login');
    if (needsDeviceLink) await this.#d.throttles.startDeviceLinkCooldown(email);
    else if (!approvedDevice) await this.#d.throttles.assertNoDeviceLinkCooldown(email);
    await this.#d.throttles.countMail(email, deviceHash, approvedDevice);
    if (!needsDeviceLink) {
      await this.#sendLoginCode(email, deviceHash, request.projectId, request.appOrigin, false);
      return 'VERIFY_OTP';
    }
    const token = randomToken();
    const now = this.#now();
    await this.#d.devices.requestApproval(sha256Hex(token), {
      userId: user.id,
      deviceHash,
      requestedAt: now,
      expiresAt: now + this.#d.deviceLinkTtlMs,
      projectId: request.projectId,
      appOrigin: request.appOrigin,
      userAgent: request.userAgent,
    });
    const link = new URL(`/verify-device?token=${token}`, this.#d.siteUrl).toString();
    await this.#d.mailer.send(deviceLinkMail(email, link, minutes(this.#d.deviceLinkTtlMs), request));
    return 'VERIFY_OTP';
  }

  /** Whether the device is approved for the address (the VERIFY_DEVICE poll; the code was e-mailed on approval). */
  async checkDevice(email: string, deviceId: string): Promise<boolean> {
    const user = await this.#d.users.findByEmail(email);
    return user !== undefined && (await this.#d.devices.isApproved(user.id, sha256Hex(deviceId)));
  }

  /** What a device link would approve, for its confirmation page; approves nothing. */
  async describeDeviceLink(token: string): Promise<DeviceLinkRequest | undefined> {
    if (!DEVICE_LINK_TOKEN.test(token)) return undefined;
    return this.#d.devices.findPending(sha256Hex(token), this.#now());
  }

  /** Approves the device of an unexpired link (explicit POST only) and e-mails the login code to that device's user. */
  async approveDevice(token: string): Promise<boolean> {
    if (!DEVICE_LINK_TOKEN.test(token)) return false;
    const approved = await this.#d.devices.approveByToken(sha256Hex(token), this.#now());
    if (approved === undefined) return false;
    const user = await this.#d.users.findById(approved.userId);
    if (user?.email == null) return false;
    await this.#sendLoginCode(user.email, approved.deviceHash, approved.projectId, approved.appOrigin, true);
    return true;
  }

  /**
   * Checks the code (bound to the asking device), creates the user on first login, approves the device and returns a
   * session token bound to the project and page origin of the login. A user who existed when the code was issued
   * must log in from an approved device: the code alone never approves a new device of an existing account.
   */
  async verify(email: string, otp: string, deviceId: string, chainId: string): Promise<string> {
    const deviceHash = sha256Hex(deviceId);
    const code = await this.#checkCode(email, 'login', otp, deviceHash, deviceHash);
    const existing = await this.#d.users.findByEmail(email);
    if (existing !== undefined && existing.createdAt <= code.createdAt && !(await this.#d.devices.isApproved(existing.id, deviceHash))) {
      throw new SecureSiteError(403, 'DEVICE_NOT_APPROVED', FRAME_ERROR_MESSAGES.DEVICE_NOT_APPROVED);
    }
    await this.#d.throttles.clearWrongCodes(email, deviceHash);
    const user = existing ?? (await this.#d.provisioner.forEmail(email));
    await this.#d.devices.approve(user.id, deviceHash, this.#now());
    const binding = code.projectId !== null && code.appOrigin !== null ? { projectId: code.projectId, appOrigin: code.appOrigin } : undefined;
    return this.#d.sessions.create(user.id, deviceId, chainId, binding);
  }

  /**
   * Starts an e-mail change: a code goes to the current address. Whether the new address is taken is checked only at
   * the end, after both codes, so this step cannot be used to probe addresses (review L2).
   */
  async startUpdate(user: WalletUser, newEmail: string): Promise<void> {
    if (user.email === null) throw new SecureSiteError(400, 'INVALID_REQUEST', FRAME_ERROR_MESSAGES.NO_EMAIL_TO_UPDATE);
    if (user.email === newEmail) throw new SecureSiteError(400, 'INVALID_REQUEST', 'The new email is the current email');
    await this.#d.otp.assertNoCooldown(user.email, 'update-primary');
    await this.#d.throttles.countMail(user.email, userParty(user), true);
    const code = await this.#d.otp.issue(user.email, 'update-primary');
    await this.#d.emailUpdates.start(user.id, newEmail, this.#now() + EMAIL_UPDATE_TTL_MS);
    await this.#d.mailer.send(updatePrimaryMail(user.email, code, newEmail, minutes(OTP_TTL_MS)));
  }

  /** Checks the current address's code, then e-mails a code to the new address. */
  async verifyPrimary(user: WalletUser, otp: string): Promise<void> {
    const pending = await this.#d.emailUpdates.find(user.id, this.#now());
    if (pending === undefined || user.email === null) throw new SecureSiteError(400, 'INVALID_REQUEST', 'No email update in progress');
    await this.#checkCode(user.email, 'update-primary', otp, userParty(user));
    await this.#d.emailUpdates.markPrimaryVerified(user.id);
    await this.#d.throttles.countMail(pending.newEmail, userParty(user), false);
    const code = await this.#d.otp.issue(pending.newEmail, 'update-secondary');
    await this.#d.mailer.send(updateSecondaryMail(pending.newEmail, code, minutes(OTP_TTL_MS)));
  }

  /** Checks the new address's code, applies the change, ends every other session of the user and tells the old address; resolves to the new address. */
  async verifySecondary(user: WalletUser, session: WalletSession, otp: string): Promise<string> {
    const pending = await this.#d.emailUpdates.find(user.id, this.#now());
    if (pending === undefined || !pending.primaryVerified) throw new SecureSiteError(400, 'INVALID_REQUEST', 'No email update in progress');
    await this.#checkCode(pending.newEmail, 'update-secondary', otp, userParty(user));
    await this.#d.emailUpdates.delete(user.id);
    // Only someone holding both mailboxes gets here, so saying that the address is taken reveals nothing new.
    if (await this.#d.users.findByEmail(pending.newEmail)) throw new SecureSiteError(409, 'INVALID_REQUEST', 'This email is already in use');
    await this.#d.users.updateEmail(user.id, pending.newEmail);
    await this.#d.sessions.endAll(user.id, session);
    // The old address hears of it (review 2, N2): a change the owner did not make is seen at once.
    if (user.email !== null) await this.#d.mailer.send(emailChangedMail(user.email, pending.newEmail));
    return pending.newEmail;
  }
}
