import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '../errors/ServiceError.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';

describe('GET /remotes/<feature>/<file>', () => {
  let remotesDir: string;
  let api: TestApi;
  const remoteEntry = 'var foyer_receive = {};';

  beforeAll(async () => {
    remotesDir = mkdtempSync(path.join(tmpdir(), 'foyer-remotes-'));
    const dist = path.join(remotesDir, 'receive', 'dist');
    mkdirSync(path.join(dist, 'chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'remoteEntry.js'), remoteEntry);
    writeFileSync(path.join(dist, 'chunks', '42.3f9a1c2b.js'), 'chunk();');
    writeFileSync(path.join(dist, 'feature.js'), 'feature();');
    writeFileSync(path.join(dist, '.secret'), 'no');
    mkdirSync(path.join(remotesDir, 'swaps'));
    writeFileSync(path.join(remotesDir, 'package.json'), '{}');
    api = await startTestApi({ database: ':memory:', remotesDir });
  });

  afterAll(async () => {
    await api.close();
    rmSync(remotesDir, { recursive: true, force: true });
  });

  it('serves remoteEntry.js with CORS *, a JS content type and no-cache', async () => {
    const response = await api.get('/remotes/receive/remoteEntry.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(remoteEntry);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toEqual(expect.any(String));
  });

  it('revalidates with the ETag (304)', async () => {
    const first = await api.get('/remotes/receive/remoteEntry.js');
    const again = await api.get('/remotes/receive/remoteEntry.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('caches content-hashed chunks for a year, in subdirectories too', async () => {
    const response = await api.get('/remotes/receive/chunks/42.3f9a1c2b.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await api.get('/remotes/receive/feature.js')).headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['an unknown feature', '/remotes/nope/remoteEntry.js'],
    ['a feature that is not built', '/remotes/swaps/remoteEntry.js'],
    ['a missing file', '/remotes/receive/missing.js'],
    ['a directory', '/remotes/receive/chunks'],
    ['a dotfile', '/remotes/receive/.secret'],
    ['a path leaving dist', '/remotes/receive/../../package.json'],
    ['an encoded path leaving dist', '/remotes/receive/%2e%2e/%2e%2e/package.json'],
    ['a feature name that is a path', '/remotes/..%2f/package.json'],
    ['no file', '/remotes/receive/'],
  ])('answers %s with 404 JSON', async (_case, target) => {
    const response = await api.get(target);
    expect(response.status).toBe(404);
    expect(response.json<ErrorBody>().error.code).toBe('NOT_FOUND');
  });
});
