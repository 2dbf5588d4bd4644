import type { AuthApi } from '@foyer/kernel';

/**
 * What the socials remote's setup returns, handed by the shell to its views and slot (`api`): the
 * way to the auth remote, which talks to the secure-site frame (a remote never imports another remote).
 */
export type SocialsApi = {
  /** The auth remote's API; rejects with 'Unable to load email login dependency' when it cannot load. */
  loadAuth(): Promise<SocialsAuthApi>;
};

/** The part of the kernel's `AuthApi` the socials remote drives. */
export type SocialsAuthApi = Pick<AuthApi, 'getSocialRedirectUri' | 'connectSocial' | 'getFarcasterUri' | 'connectFarcaster'>;

declare module '@foyer/kernel' {
  interface RemoteApiRegistry {
    socials: SocialsApi;
  }
}
