/**
 * The part of the auth remote's `AuthAdapter` the email remote drives (reached with
 * `shell.loadRemoteApi('auth')`; a remote never imports another remote).
 */
export type EmailAuthApi = {
  connectEmail(email: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>;
  connectDevice(): Promise<void>;
  connectOtp(otp: string): Promise<void>;
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>;
  updateEmailPrimaryOtp(otp: string): Promise<void>;
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>;
  getEmail(): string | undefined;
};
