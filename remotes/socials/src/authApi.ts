import { EmailDependencyLoadError } from '@foyer/kernel';
import type { SocialsAuthApi } from './SocialsAuthApi.js';

let loader: (() => Promise<SocialsAuthApi>) | undefined;

/**
 * Remembers how to reach the auth remote (this remote's setup: `() => shell.loadRemoteApi('auth')`).
 * @example
 * bindAuthLoader(() => shell.loadRemoteApi<SocialsAuthApi>('auth'))
 */
export function bindAuthLoader(load: (() => Promise<SocialsAuthApi>) | undefined): void {
  loader = load;
}

/**
 * The auth adapter; rejects with 'Unable to load email login dependency' when the auth remote
 * cannot be loaded (the same dependency serves email and social login).
 * @example
 * const auth = await loadAuth()
 */
export async function loadAuth(): Promise<SocialsAuthApi> {
  if (!loader) throw new EmailDependencyLoadError();
  try {
    return await loader();
  } catch (cause) {
    throw new EmailDependencyLoadError({ cause });
  }
}
