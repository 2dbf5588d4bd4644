import { WalletSessionRepository } from '../../db/WalletSessionRepository.js';
import { WalletUserRepository } from '../../db/WalletUserRepository.js';
import { testDatabaseRows, useMigratedDatabase } from '../../test-utils/testDatabases.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { SESSION_IDLE_TTL_MS, SESSION_TTL_MS, SessionService } from './SessionService.js';

const HOUR = 60 * 60_000;

describe.each(testDatabaseRows)('SessionService (%s)', (_dialect, testDatabase) => {
  const database = useMigratedDatabase(testDatabase);
  let now: number;
  let sessions: SessionService;
  let allowed: Set<string>;

  beforeEach(async () => {
    now = 1_700_000_000_000;
    allowed = new Set(['http://127.0.0.1:3000']);
    const users = new WalletUserRepository(database().db);
    await users.insert({ id: 'u', email: 'ada@example.com', socialProvider: null, socialSubject: null, userName: null, evmAddress: '0x', evmKey: 'k', solanaAddress: null, solanaKey: null, createdAt: now });
    const origins = {
      assertAllowed: async (_projectId: string, origin: string) => {
        if (!allowed.has(origin)) throw new SecureSiteError(403, 'ORIGIN_NOT_ALLOWED', 'Origin Not Allowed');
      },
    };
    sessions = new SessionService(new WalletSessionRepository(database().db), users, { origins, now: () => now });
  });

  const use = (token: string, projectId = 'a', appOrigin: string | undefined = 'http://127.0.0.1:3000') => sessions.authenticate({ authorization: `Bearer ${token}`, projectId, appOrigin });

  // Failed before the fix (N12): any allowed origin (or none) could use a session made for another page origin.
  test('a session is refused with NOT_CONNECTED when the frame names another page origin than its own, or none', async () => {
    allowed.add('https://tenant-b.example.com');
    const token = await sessions.create('u', 'device-1', 'eip155:1', { projectId: 'a', appOrigin: 'http://127.0.0.1:3000' });
    await expect(use(token, 'a', 'https://tenant-b.example.com')).rejects.toMatchObject({ code: 'NOT_CONNECTED', statusCode: 401 });
    await expect(sessions.authenticate({ authorization: `Bearer ${token}`, projectId: 'a', appOrigin: undefined })).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    await expect(use(token, 'a', 'http://127.0.0.1:3000')).resolves.toMatchObject({ user: { id: 'u' } });
  });

  test('each use slides the idle timeout; a session idle longer than it ends', async () => {
    const token = await sessions.create('u', 'device-1', 'eip155:1', { projectId: 'a', appOrigin: 'http://127.0.0.1:3000' });
    now += SESSION_IDLE_TTL_MS - HOUR;
    await expect(use(token)).resolves.toMatchObject({ user: { id: 'u' } });
    now += SESSION_IDLE_TTL_MS - HOUR;
    await expect(use(token)).resolves.toMatchObject({ user: { id: 'u' } });
    now += SESSION_IDLE_TTL_MS;
    await expect(use(token)).rejects.toMatchObject({ code: 'SESSION_EXPIRED', statusCode: 401 });
  });

  test('a session in daily use still ends after the absolute lifetime', async () => {
    const token = await sessions.create('u', 'device-1', 'eip155:1', { projectId: 'a', appOrigin: 'http://127.0.0.1:3000' });
    const end = now + SESSION_TTL_MS;
    while (now + 12 * HOUR < end) {
      now += 12 * HOUR;
      await expect(use(token)).resolves.toMatchObject({ user: { id: 'u' } });
    }
    now = end;
    await expect(use(token)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  // Failed before the fix: a token worked for any project and any origin.
  test('a session works only for its project, and only while its page origin stays allowed', async () => {
    const token = await sessions.create('u', 'device-1', 'eip155:1', { projectId: 'a', appOrigin: 'http://127.0.0.1:3000' });
    await expect(use(token, 'b')).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    await expect(sessions.authenticate({ authorization: `Bearer ${token}`, projectId: undefined, appOrigin: 'http://127.0.0.1:3000' })).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    allowed.clear();
    await expect(use(token)).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    allowed.add('http://127.0.0.1:3000');
    await expect(use(token)).resolves.toMatchObject({ session: { projectId: 'a' } });
  });

  test('a session created without a project belongs to the first project that uses it', async () => {
    const token = await sessions.create('u', 'device-1', 'eip155:1');
    await expect(use(token, 'a')).resolves.toMatchObject({ session: { projectId: 'a' } });
    await expect(use(token, 'b')).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });

  test('endAll ends every session of the user but the one kept', async () => {
    const binding = { projectId: 'a', appOrigin: 'http://127.0.0.1:3000' };
    const kept = await sessions.create('u', 'device-1', 'eip155:1', binding);
    const other = await sessions.create('u', 'device-2', 'eip155:1', binding);
    const { session } = await use(kept);
    await sessions.endAll('u', session);
    await expect(use(other)).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    await expect(use(kept)).resolves.toMatchObject({ user: { id: 'u' } });
  });
});
