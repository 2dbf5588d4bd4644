import { randomBytes } from 'node:crypto';
import { startServices, type RunningServer } from '../api/startServices.js';
import { WALLETS_FILE } from '../test-utils/startTestApi.js';
import { startSecureSite, type RunningSecureSite } from './startSecureSite.js';

const secret = () => randomBytes(32).toString('base64');

/** Both services in production mode, bound to loopback (as behind a reverse proxy). */
describe('given production mode', () => {
  let secure: RunningSecureSite;
  let api: RunningServer;

  beforeAll(async () => {
    api = await startServices({ dev: false, port: 0, database: ':memory:', walletsFile: WALLETS_FILE, logLevel: 'silent' });
    secure = await startSecureSite({
      dev: false,
      port: 0,
      database: ':memory:',
      apiUrl: api.url,
      publicUrl: 'https://wallet.example.com',
      kek: secret(),
      otpPepper: secret(),
      smtp: { host: '127.0.0.1', port: 2525, from: 'no-reply@example.com' },
      oidc: {},
      logLevel: 'silent',
    });
  }, 30_000);

  afterAll(async () => {
    await secure?.close();
    await api?.close();
  });

  test.each(['/idp/github?state=x', '/dev/mailbox?to=a@example.com'])('the secure site has no %s (404)', async (target) => {
    const response = await fetch(new URL(target, secure.url));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  test('the LOCAL consent POST does not exist either', async () => {
    const response = await fetch(new URL('/idp/github/consent', secure.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=x&email=a%40example.com',
    });
    expect(response.status).toBe(404);
  });

  test('the API serves no dev wallet page and seeds no demo project', async () => {
    expect((await fetch(new URL('/wallet/', api.url))).status).toBe(404);
    const config = await fetch(new URL('/appkit/v1/config?projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0', api.url));
    expect(config.status).toBe(403);
  });

  test('the origin guard uses the public URL', async () => {
    const body = JSON.stringify({ provider: 'google', projectId: 'p', appOrigin: 'https://app.example.com', verifierHash: 'a'.repeat(64) });
    const loopbackOrigin = await fetch(new URL('/api/social/start', secure.url), {
      method: 'POST',
      headers: { origin: secure.url, 'content-type': 'application/json' },
      body,
    });
    expect(loopbackOrigin.status).toBe(403);
    const publicOrigin = await fetch(new URL('/api/social/start', secure.url), {
      method: 'POST',
      headers: { origin: 'https://wallet.example.com', 'content-type': 'application/json' },
      body,
    });
    // Past the guard: the project check answers (no project is seeded in production).
    expect(await publicOrigin.json()).toMatchObject({ error: { code: 'INVALID_PROJECT_ID' } });
  });

  test('the public host name is accepted, another is refused (421)', async () => {
    const http = await import('node:http');
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(new URL('/health', secure.url), { headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    expect(await status('wallet.example.com')).toBe(200);
    expect(await status('evil.example')).toBe(421);
  });
});
