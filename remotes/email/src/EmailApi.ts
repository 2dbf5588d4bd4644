import type { AuthApi } from '@foyer/kernel';

/**
 * What the email remote's setup returns, handed by the shell to its views and slot (`api`): the way
 * to the auth remote, which talks to the secure-site frame (a remote never imports another remote).
 */
export type EmailApi = {
  /** The auth remote's API; rejects with 'Unable to load email login dependency' when it cannot load. */
  loadAuth(): Promise<EmailAuthApi>;
};

/** The part of the kernel's `AuthApi` the email remote drives. */
export type EmailAuthApi = Pick<
  AuthApi,
  'connectEmail' | 'connectDevice' | 'connectOtp' | 'updateEmail' | 'getEmail'
>;

declare module '@foyer/kernel' {
  interface RemoteApiRegistry {
    email: EmailApi;
  }
}
