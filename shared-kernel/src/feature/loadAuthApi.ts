import { EmailDependencyLoadError } from '../errors/email.js';
import type { AuthApi } from './AuthApi.js';
import type { ShellBridge } from './ShellBridge.js';

/**
 * The auth remote's API, for the remotes that sign in through it (email, socials); rejects with
 * 'Unable to load email login dependency' when the auth remote cannot load.
 * @example
 * const auth = await loadAuthApi(shell)
 */
export async function loadAuthApi(shell: Pick<ShellBridge, 'loadRemoteApi'>): Promise<AuthApi> {
  try {
    return await shell.loadRemoteApi('auth');
  } catch (cause) {
    throw new EmailDependencyLoadError({ cause });
  }
}
