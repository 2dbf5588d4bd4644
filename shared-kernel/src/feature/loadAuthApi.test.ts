import { EmailDependencyLoadError } from '../errors/email.js';
import type { AuthApi } from './AuthApi.js';
import type { ShellBridge } from './ShellBridge.js';
import { loadAuthApi } from './loadAuthApi.js';

const shellWith = (load: () => Promise<unknown>) => ({ loadRemoteApi: load }) as Pick<ShellBridge, 'loadRemoteApi'>;

test('resolves to the auth remote API', async () => {
  const auth = { getEmail: () => 'ada@example.com' } as Partial<AuthApi>;
  await expect(loadAuthApi(shellWith(async () => auth))).resolves.toBe(auth);
});

test('a remote that cannot load rejects with the catalogue error, keeping the cause', async () => {
  const cause = new Error('remote entry 404');
  const error = await loadAuthApi(shellWith(async () => Promise.reject(cause))).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(EmailDependencyLoadError);
  expect((error as EmailDependencyLoadError).cause).toBe(cause);
});
