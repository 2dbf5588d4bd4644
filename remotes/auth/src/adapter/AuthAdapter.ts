import type { AuthApi } from '@foyer/kernel';

export type { EmailLoginAction } from '@foyer/kernel';

/**
 * What the auth remote's setup returns: the kernel's `AuthApi` (what the shell and the email and
 * socials remotes reach with `shell.loadRemoteApi('auth')`) plus what only this remote's own slots
 * read.
 */
export type AuthAdapter = AuthApi & {
  /** Chain ids (eip155 references) the embedded wallet reports as smart-account enabled. */
  getSmartAccountEnabledNetworks(): readonly number[];
};
