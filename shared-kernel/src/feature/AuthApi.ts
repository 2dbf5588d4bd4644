import type { SocialProvider } from '../types/user.js';
import type { ConnectorAdapter } from './ConnectorAdapter.js';

/** What the secure frame says after an email login started: the next step. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

/**
 * The auth remote's API (its setup result, `RemoteApiRegistry['auth']`): the AUTH connector's
 * `ConnectorAdapter` plus the email, social and account steps the email and socials remotes drive.
 * Every method rejects with a kernel BaseError whose `shortMessage` is the text to show.
 * @example
 * const auth = await shell.loadRemoteApi('auth')
 * const { action } = await auth.connectEmail('ada@example.com')
 */
export type AuthApi = ConnectorAdapter & {
  /** Starts an email login ('Please try again after {n} seconds' within the cooldown). */
  connectEmail(email: string): Promise<{ action: EmailLoginAction }>;
  /** Waits until the device link in the email was opened. */
  connectDevice(): Promise<void>;
  /** Checks the one-time code and connects the account. */
  connectOtp(otp: string): Promise<void>;
  getSocialRedirectUri(provider: Exclude<SocialProvider, 'farcaster'>): Promise<{ uri: string }>;
  /** Completes a social login with the popup's result URI and connects the account. */
  connectSocial(uri: string): Promise<void>;
  getFarcasterUri(): Promise<{ url: string }>;
  /** Waits for the Farcaster client, then connects the account. */
  connectFarcaster(): Promise<void>;
  /**
   * Opens the e-mail change in the secure frame, drawn over ApproveTransaction: the user types the new address and
   * both codes there (never in this page) and confirms there. Resolves with the new email; rejects with a 4001
   * ProviderRpcError when the user cancels (in the frame, by Back or by closing the modal).
   */
  updateEmail(): Promise<{ newEmail: string }>;
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>;
  syncTheme(): Promise<void>;
  syncDappData(): Promise<void>;
  signOut(): Promise<void>;
  /** The signed-in email, if the login was by email. */
  getEmail(): string | undefined;
  /** The secure-site origin (social popups' result messages must come from it). */
  readonly secureSiteOrigin: string;
};
