import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registerErrorHandling } from '../http/registerErrorHandling.js';
import { registerWalletPageRoutes } from './registerWalletPageRoutes.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'foyer-wallet-page-'));
  await writeFile(path.join(dir, 'index.html'), '<title>DEVELOPMENT WALLET</title>');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The routes on a loopback port (light-my-request's injection does not load under jest). */
async function app(walletPageDir: string) {
  const instance = Fastify();
  registerErrorHandling(instance);
  registerWalletPageRoutes(instance, { walletPageDir });
  const base = await instance.listen({ host: '127.0.0.1', port: 0 });
  return {
    inject: (url: string) => fetch(`${base}${url}`, { redirect: 'manual' }),
    close: () => instance.close(),
  };
}

test('serves the page at /wallet/ and redirects /wallet there, keeping the query', async () => {
  const server = await app(dir);
  const page = await server.inject('/wallet/');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('DEVELOPMENT WALLET');
  const redirect = await server.inject('/wallet?relayUrl=ws://127.0.0.1:3130');
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('location')).toBe('/wallet/?relayUrl=ws://127.0.0.1:3130');
  await server.close();
});

test('a missing file, a path leaving the folder or an unbuilt page answer 404 JSON', async () => {
  const server = await app(dir);
  expect((await server.inject('/wallet/assets/nope.js')).status).toBe(404);
  expect((await server.inject('/wallet/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  await server.close();
  const unbuilt = await app(path.join(dir, 'missing'));
  const response = await unbuilt.inject('/wallet/');
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'The dev wallet page is not built (npm run build)' } });
  await unbuilt.close();
});
