import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from './secure/freeLoopbackPort.js';
import { WALLETS_FILE } from './test-utils/startTestApi.js';

const MAIN = path.join(__dirname, 'main.ts');
const HOST = '127.0.0.1';

type Exit = { code: number | null; stdout: string; stderr: string };

/** Runs the CLI (through tsx) until it exits, or kills it once started or after `timeoutMs` (code null: it started). */
function runMain(env: Record<string, string>, timeoutMs: number): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const { FOYER_DEV: _dev, FOYER_ANVIL_URL: _url, FOYER_TRUST_PROXY: _proxy, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx/esm', MAIN], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      // Started: what it printed is the evidence, stop it.
      if (stdout.includes('Foyer services API')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: stdout.includes('Foyer services API') ? null : code, stdout, stderr });
    });
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('given production mode (no FOYER_DEV) and no FOYER_ANVIL_URL, services/dist/main.js', () => {
  test('refuses to start: a non-zero exit naming the setting, no anvil and no API listening', async () => {
    const [apiPort, anvilPort] = [await freePort(HOST), await freePort(HOST)];
    const result = await runMain(
      { FOYER_HOST: HOST, FOYER_API_PORT: String(apiPort), FOYER_ANVIL_PORT: String(anvilPort), FOYER_DB_FILE: ':memory:', FOYER_WALLETS_FILE: WALLETS_FILE, FOYER_LOG_LEVEL: 'silent' },
      20_000,
    );
    expect(result.stderr).toContain('FOYER_ANVIL_URL is required outside development mode (FOYER_DEV=1)');
    expect(result.code).not.toBeNull();
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(await refusesConnections(anvilPort)).toBe(true);
    expect(await refusesConnections(apiPort)).toBe(true);
  }, 30_000);
});
