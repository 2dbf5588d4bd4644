/**
 * The part of the auth remote's `AuthAdapter` the socials remote drives (reached with
 * `shell.loadRemoteApi('auth')`; a remote never imports another remote).
 */
export type SocialsAuthApi = {
  getSocialRedirectUri(provider: string): Promise<{ uri: string }>;
  connectSocial(uri: string): Promise<void>;
  getFarcasterUri(): Promise<{ url: string }>;
  connectFarcaster(): Promise<void>;
};
