/**
 * Issue 14 point 2: server rendering in a real framework. Builds the Next.js example
 * (`examples/nextjs`, App Router), starts it with `next start` on a free loopback port and checks
 * what integrators fight with in other modals: the server HTML, hydration warnings in Chromium and
 * a returning user rendered connected by the server (the `foyer.state` cookie).
 * The build is reused while a hash of everything it is made of is unchanged (`.next/foyer-source-hash`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { DEV_WALLET, DemoPage } from '../support/DemoPage.js';
import { displaysAddress } from '../support/displaysAddress.js';
import { expect, test } from '../support/fixtures.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APP_DIR = path.join(ROOT, 'examples/nextjs');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const HASH_FILE = path.join(APP_DIR, '.next/foyer-source-hash');
/** What the build is made of: the example, the compiled shell and kernel it imports, the demo's dev wallet, Next itself. */
const SOURCES = ['examples/nextjs/app', 'examples/nextjs/next.config.mjs', 'examples/nextjs/package.json', 'shell/dist', 'shared-kernel/dist', 'demo/src/devWallet', 'node_modules/next/package.json'];
/**
 * How a hydration mismatch shows: React's development messages, and in a production build (what
 * `next start` serves) a minified error thrown to the page, e.g. "Minified React error #418".
 */
const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|server rendered (html|text)|react error #(418|419|421|422|423|425)\b|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;
const NEXT_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function filesOf(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((item) => filesOf(path.join(entry, item.name)))
    .sort();
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesOf)) hash.update(file).update('\0').update(readFileSync(path.join(ROOT, file)));
  return hash.digest('hex');
}

/** Runs `next build` unless the last build came from the same sources; returns its duration (0 when reused). */
function buildOnce(): number {
  const hash = sourceHash();
  if (existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8') === hash) return 0;
  const started = Date.now();
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], { cwd: APP_DIR, env: NEXT_ENV, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`next build failed:\n${result.stdout}\n${result.stderr}`);
  writeFileSync(HASH_FILE, hash);
  return Date.now() - started;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilServing(url: string, app: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`next start exited with ${app.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer within 30 s:\n${output()}`);
}

/** The connect button's opening tag and text in server HTML. */
function serverButton(html: string): { state: string | undefined; text: string } {
  const match = /<button[^>]*data-testid="connect-button"[^>]*>([\s\S]*?)<\/button>/.exec(html);
  if (!match) throw new Error('no connect-button in the server HTML');
  return {
    state: /data-state="([a-z]+)"/.exec(match[0])?.[1],
    text: (match[1] ?? '').replace(/<[^>]*>/g, '').replace(/<!-- -->/g, ''),
  };
}

/** Console errors and warnings, and errors thrown to the page (React reports a production hydration mismatch that way). */
function collectProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

test.describe('Next.js example (server rendering)', () => {
  let baseUrl = '';
  let app: ChildProcess | undefined;

  test.beforeAll(async ({ stack }, testInfo) => {
    testInfo.setTimeout(600_000);
    const buildMs = buildOnce();
    const note = buildMs === 0 ? 'next build reused (same sources)' : `next build took ${(buildMs / 1000).toFixed(1)} s`;
    testInfo.annotations.push({ type: 'next build', description: note });
    process.stdout.write(`[nextjs] ${note}\n`);
    const port = await freePort();
    let output = '';
    app = spawn(process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
      cwd: APP_DIR,
      env: { ...NEXT_ENV, FOYER_API_URL: stack.api, FOYER_DEV_NODE_URL: stack.anvil, FOYER_PROJECT_ID: 'foyer-demo-basic' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    app.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    baseUrl = `http://127.0.0.1:${port}/`;
    await waitUntilServing(baseUrl, app, () => output);
  });

  test.afterAll(() => {
    app?.kill('SIGTERM');
  });

  test('a fresh visitor gets the button from the server; a returning one is rendered connected; hydration stays silent', async ({ page, stack }, testInfo) => {
    const problems = collectProblems(page);

    // The server HTML of a fresh visitor: the button, disconnected, no address.
    const fresh = serverButton(await (await fetch(baseUrl)).text());
    expect(fresh).toEqual({ state: 'disconnected', text: 'Connect Wallet' });

    await page.goto(baseUrl);
    await expectHydrated(page);
    const demo = new DemoPage(page, stack);
    await expect(demo.connectButton).toHaveText('Connect Wallet');
    await demo.connectDevWallet();
    await expect(page.getByTestId('account-status')).toHaveText('connected');
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'foyer.state')).toBe(true);

    // Reload: the navigation's response body (the server's HTML) already shows the account.
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    const returning = serverButton(html);
    expect(returning.state).toBe('connected');
    expect(displaysAddress(returning.text, DEV_WALLET.address)).toBe(true);
    expect(html).toContain(`data-testid="account-status">connected<`);
    await expectHydrated(page);
    // The wallet session is restored in the browser too: the live state takes over, still connected.
    await expect(page.getByTestId('initialized')).toHaveText('true');
    await demo.expectConnectedButton();

    // Disconnecting removes the cookie: the next server render is a fresh visitor's again.
    await demo.connectButton.click();
    const account = await demo.openAccount();
    await account.getByTestId('account-disconnect').click();
    await expect(demo.connectButton).toHaveText('Connect Wallet');
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'foyer.state')).toBe(false);
    const afterDisconnect = serverButton(await (await page.reload())?.text() ?? '');
    expect(afterDisconnect).toEqual({ state: 'disconnected', text: 'Connect Wallet' });
    await expectHydrated(page);

    testInfo.annotations.push({ type: 'console errors and warnings', description: JSON.stringify(problems) });
    expect(problems.filter((message) => HYDRATION_TROUBLE.test(message)), 'hydration warnings and errors').toEqual([]);
  });
});
