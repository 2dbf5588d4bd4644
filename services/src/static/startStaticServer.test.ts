import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../api/startServices.js';
import type { ErrorBody } from '../errors/ServiceError.js';
import { httpGet } from '../test-utils/httpGet.js';
import { startStaticServer, type StaticServerOptions } from './startStaticServer.js';

describe('startStaticServer', () => {
  let root: string;
  const servers: RunningServer[] = [];
  const start = async (options: Pick<StaticServerOptions, 'spaFallback' | 'strictCsp'> = {}): Promise<RunningServer> => {
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

  it('serves a file and a 404 without logging an error (a sent reply is not answered twice)', async () => {
    const lines: string[] = [];
    const server = await startStaticServer({ root, port: 0, logLevel: 'warn', logStream: { write: (line) => void lines.push(line) } });
    servers.push(server);
    expect((await httpGet(server.url, '/assets/main.0a1b2c3d4e.js')).status).toBe(200);
    expect((await httpGet(server.url, '/')).status).toBe(200);
    expect((await httpGet(server.url, '/missing.js')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.filter((line) => /already sent|"level":50/u.test(line))).toEqual([]);
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

  describe('given strictCsp pages', () => {
    const strictCsp: StaticServerOptions['strictCsp'] = {
      pages: { 'csp.html': 'page.html' },
      sources: {
        apiUrl: 'http://127.0.0.1:3010/',
        relayUrl: 'ws://127.0.0.1:3030',
        secureSiteUrl: 'http://127.0.0.1:3020',
        connectUrls: ['http://127.0.0.1:8545'],
      },
    };
    beforeAll(() => {
      writeFileSync(
        path.join(root, 'page.html'),
        '<!doctype html><script src="./config.js"></script><style>body{margin:0}</style><script type="module">go()</script><p>scripts</p>',
      );
    });

    it('serves the page with a fresh nonce on each script and style, named by a policy without unsafe-inline', async () => {
      const server = await start({ strictCsp });
      const first = await httpGet(server.url, '/csp.html');
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-store');
      const policy = String(first.headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce).toHaveLength(24);
      expect(policy.split('; ')).toEqual([
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' http://127.0.0.1:3010`,
        `style-src 'self' 'nonce-${nonce}'`,
        "connect-src 'self' http://127.0.0.1:3010 ws://127.0.0.1:3030 http://127.0.0.1:3020 http://127.0.0.1:8545",
        'frame-src http://127.0.0.1:3020',
        "img-src 'self' data: http://127.0.0.1:3010",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]);
      expect(first.text).toBe(
        `<!doctype html><script nonce="${nonce}" src="./config.js"></script><style nonce="${nonce}">body{margin:0}</style><script nonce="${nonce}" type="module">go()</script><p>scripts</p>`,
      );
      const second = await httpGet(server.url, '/csp.html');
      expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    });

    it('leaves the original page and other files as they are', async () => {
      const server = await start({ strictCsp });
      const original = await httpGet(server.url, '/page.html');
      expect(original.headers['content-security-policy']).toBeUndefined();
      expect(original.text).not.toContain('nonce');
      expect((await httpGet(server.url, '/')).headers['content-security-policy']).toBeUndefined();
    });
  });

  it('refuses a root that does not exist', async () => {
    await expect(startStaticServer({ root: path.join(root, 'nope'), port: 0 })).rejects.toThrow(/no such directory/);
  });
});
