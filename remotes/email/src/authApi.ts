import { EmailDependencyLoadError } from '@foyer/kernel';
import type { EmailAuthApi } from './EmailAuthApi.js';

let loader: (() => Promise<EmailAuthApi>) | undefined;

/**
 * Remembers how to reach the auth remote (called by this remote's setup with
 * `() => shell.loadRemoteApi('auth')`, and by tests with a fake).
 * @example
 * bindAuthLoader(() => shell.loadRemoteApi<EmailAuthApi>('auth'))
 */
export function bindAuthLoader(load: (() => Promise<EmailAuthApi>) | undefined): void {
  loader = load;
}

/**
 * The auth adapter; rejects with 'Unable to load email login dependency' when the auth remote
 * cannot be loaded.
 * @example
 * const auth = await loadAuth()
 */
export async function loadAuth(): Promise<EmailAuthApi> {
  if (!loader) throw new EmailDependencyLoadError();
  try {
    return await loader();
  } catch (cause) {
    throw new EmailDependencyLoadError({ cause });
  }
}
