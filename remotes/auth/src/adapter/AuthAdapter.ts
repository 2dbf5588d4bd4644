import type { ConnectorAdapter } from '@foyer/kernel';
import type { FrameResponsePayload, PopupSocialProvider } from '@foyer/kernel/frame';

/** What the frame says after CONNECT_EMAIL. */
export type EmailLoginAction = FrameResponsePayload<'CONNECT_EMAIL'>['action'];
/** What the frame says after UPDATE_EMAIL. */
export type UpdateEmailAction = FrameResponsePayload<'UPDATE_EMAIL'>['action'];

/**
 * The auth remote's API (`shell.loadRemoteApi<AuthAdapter>('auth')`): the AUTH connector's
 * `ConnectorAdapter` plus the email, social and account steps the email and socials remotes drive.
 * Every method rejects with a kernel BaseError whose `shortMessage` is the text to show.
 */
export type AuthAdapter = ConnectorAdapter & {
  /** Starts an email login ('Please try again after {n} seconds' within the cooldown). */
  connectEmail(email: string): Promise<{ action: EmailLoginAction }>;
  /** Waits until the device link in the email was opened. */
  connectDevice(): Promise<void>;
  /** Checks the one-time code and connects the account. */
  connectOtp(otp: string): Promise<void>;
  getSocialRedirectUri(provider: PopupSocialProvider): Promise<{ uri: string }>;
  /** Completes a social login with the popup's result URI and connects the account. */
  connectSocial(uri: string): Promise<void>;
  getFarcasterUri(): Promise<{ url: string }>;
  /** Waits for the Farcaster client, then connects the account. */
  connectFarcaster(): Promise<void>;
  updateEmail(email: string): Promise<{ action: UpdateEmailAction }>;
  updateEmailPrimaryOtp(otp: string): Promise<void>;
  /** Applies the change; resolves with the new email. */
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>;
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>;
  syncTheme(): Promise<void>;
  syncDappData(): Promise<void>;
  signOut(): Promise<void>;
  /** The signed-in email, if the login was by email. */
  getEmail(): string | undefined;
  /** The secure-site origin (social popups' result messages must come from it). */
  readonly secureSiteOrigin: string;
};
