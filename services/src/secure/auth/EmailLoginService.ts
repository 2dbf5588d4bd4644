import type { WalletDeviceRepository } from '../../db/WalletDeviceRepository.js';
import type { WalletUserRepository } from '../../db/WalletUserRepository.js';
import { randomToken, sha256Hex } from '../crypto/hashing.js';
import type { Mailer } from '../mail/Mailer.js';
import type { OtpService } from '../otp/OtpService.js';
import { OTP_TTL_MS } from '../otp/otpConstants.js';
import { SecureSiteError } from '../SecureSiteError.js';
import type { SessionService } from './SessionService.js';
import type { UserProvisioner } from './UserProvisioner.js';

export type EmailLoginDependencies = {
  users: WalletUserRepository;
  devices: WalletDeviceRepository;
  otp: OtpService;
  mailer: Mailer;
  sessions: SessionService;
  provisioner: UserProvisioner;
  /** Public base URL of the secure site (for device links). */
  siteUrl: string;
  now?: () => number;
};

const minutes = Math.round(OTP_TTL_MS / 60_000);

/** Email login: OTP for new users and known devices, an e-mailed device link first for a known user's new device. */
export class EmailLoginService {
  readonly #d: EmailLoginDependencies;
  readonly #now: () => number;

  constructor(dependencies: EmailLoginDependencies) {
    this.#d = dependencies;
    this.#now = dependencies.now ?? Date.now;
  }

  async #sendOtp(email: string): Promise<void> {
    const code = await this.#d.otp.issue(email, 'login');
    await this.#d.mailer.send({
      to: email,
      subject: `${code} is your Foyer login code`,
      text: `Your Foyer login code is ${code}. It expires in ${minutes} minutes and can be used once.`,
      otp: code,
    });
  }

  /** Starts a login; resolves to what the widget shows next. */
  async start(email: string, deviceId: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE'> {
    const user = await this.#d.users.findByEmail(email);
    if (user !== undefined && !(await this.#d.devices.isApproved(user.id, sha256Hex(deviceId)))) {
      await this.#d.otp.assertNoCooldown(email, 'login');
      const token = randomToken();
      await this.#d.devices.requestApproval(user.id, sha256Hex(deviceId), sha256Hex(token), this.#now());
      const link = new URL(`/verify-device?token=${token}`, this.#d.siteUrl).toString();
      await this.#d.mailer.send({
        to: email,
        subject: 'Approve a new device for your Foyer wallet',
        text: `Someone is signing in to your Foyer wallet from a new device. If it is you, open ${link}`,
        link,
      });
      return 'VERIFY_DEVICE';
    }
    await this.#sendOtp(email);
    return 'VERIFY_OTP';
  }

  /** Whether the device was approved; when it was, the login code is e-mailed. */
  async checkDevice(email: string, deviceId: string): Promise<boolean> {
    const user = await this.#d.users.findByEmail(email);
    if (user === undefined || !(await this.#d.devices.isApproved(user.id, sha256Hex(deviceId)))) return false;
    await this.#sendOtp(email);
    return true;
  }

  /** Approves the device of an e-mailed link; false when the link is unknown or used. */
  async approveDevice(token: string): Promise<boolean> {
    return /^[A-Za-z0-9_-]{20,100}$/.test(token) && this.#d.devices.approveByToken(sha256Hex(token), this.#now());
  }

  /** Checks the code, creates the user on first login, approves the device and returns a session token. */
  async verify(email: string, otp: string, deviceId: string, chainId: string): Promise<string> {
    await this.#d.otp.verify(email, 'login', otp);
    const user = await this.#d.provisioner.forEmail(email);
    await this.#d.devices.approve(user.id, sha256Hex(deviceId), this.#now());
    return this.#d.sessions.create(user.id, deviceId, chainId);
  }

  /** Starts an e-mail change: a code goes to the current address. */
  async startUpdate(userEmail: string | null, newEmail: string): Promise<void> {
    if (userEmail === null) throw new SecureSiteError(400, 'INVALID_REQUEST', 'This wallet has no email to update');
    if (userEmail === newEmail) throw new SecureSiteError(400, 'INVALID_REQUEST', 'The new email is the current email');
    if (await this.#d.users.findByEmail(newEmail)) throw new SecureSiteError(409, 'INVALID_REQUEST', 'This email is already in use');
    const code = await this.#d.otp.issue(userEmail, 'update-primary');
    await this.#d.mailer.send({
      to: userEmail,
      subject: `${code} is your code to change your Foyer email`,
      text: `Use ${code} to confirm changing your Foyer wallet email to ${newEmail}. It expires in ${minutes} minutes.`,
      otp: code,
    });
  }

  /** Checks the current address's code, then e-mails a code to the new address. */
  async verifyPrimary(userEmail: string, newEmail: string, otp: string): Promise<void> {
    await this.#d.otp.verify(userEmail, 'update-primary', otp);
    const code = await this.#d.otp.issue(newEmail, 'update-secondary');
    await this.#d.mailer.send({
      to: newEmail,
      subject: `${code} is your code to confirm your new Foyer email`,
      text: `Use ${code} to confirm this address for your Foyer wallet. It expires in ${minutes} minutes.`,
      otp: code,
    });
  }

  /** Checks the new address's code and applies the change. */
  async verifySecondary(userId: string, newEmail: string, otp: string): Promise<void> {
    await this.#d.otp.verify(newEmail, 'update-secondary', otp);
    if (await this.#d.users.findByEmail(newEmail)) throw new SecureSiteError(409, 'INVALID_REQUEST', 'This email is already in use');
    await this.#d.users.updateEmail(userId, newEmail);
  }
}
