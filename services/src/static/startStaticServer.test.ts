import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../api/startServices.js';
import type { ErrorBody } from '../errors/ServiceError.js';
import { httpGet } from '../test-utils/httpGet.js';
import { startStaticServer } from './startStaticServer.js';

describe('startStaticServer', () => {
  let root: string;
  const servers: RunningServer[] = [];
  const start = async (options: { spaFallback?: boolean } = {}): Promise<RunningServer> => {
    const server = await startStaticServer({ root, port: 0, logLevel: 'silent', ...options });
    servers.push(server);
    return server;
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'foyer-static-'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>demo</title>');
    writeFileSync(path.join(root, 'docs', 'index.html'), '<!doctype html><title>docs</title>');
    writeFileSync(path.join(root, 'assets', 'main.0a1b2c3d4e.js'), 'main();');
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(root, { recursive: true, force: true });
  });

  it('binds 127.0.0.1 and serves index.html for / with no-cache', async () => {
    const server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await httpGet(server.url, '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<title>demo</title>');
    expect((await httpGet(server.url, '/docs/')).text).toContain('<title>docs</title>');
  });

  it('serves hashed assets as immutable', async () => {
    const server = await start();
    const response = await httpGet(server.url, '/assets/main.0a1b2c3d4e.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers misses, dotfiles and traversal with 404 JSON', async () => {
    const server = await start();
    for (const target of ['/missing.js', '/page', '/.env', '/../package.json', '/%2e%2e/package.json']) {
      const response = await httpGet(server.url, target);
      expect({ target, status: response.status }).toEqual({ target, status: 404 });
      expect(response.json<ErrorBody>().error.code).toBe('NOT_FOUND');
    }
  });

  it('with spaFallback, answers page requests with index.html but not missing assets', async () => {
    const server = await start({ spaFallback: true });
    const page = await httpGet(server.url, '/account/settings', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>demo</title>');
    expect((await httpGet(server.url, '/assets/missing.js')).status).toBe(404);
    expect((await httpGet(server.url, '/api/data', { accept: 'application/json' })).status).toBe(404);
  });

  it('rejects a taken port with a one-line error naming it', async () => {
    const server = await start();
    const port = Number(new URL(server.url).port);
    await expect(startStaticServer({ root, port, name: 'demo', logLevel: 'silent' })).rejects.toThrow(
      `Port ${port} is already in use (demo)`,
    );
  });

  it('refuses a root that does not exist', async () => {
    await expect(startStaticServer({ root: path.join(root, 'nope'), port: 0 })).rejects.toThrow(/no such directory/);
  });
});
