import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLUSTER_READY_MARKER, type ClusterUrls } from '../../scripts/cluster/clusterProtocol.js';
import { hasRedisServer, startRedisServer } from '../../services/src/test-utils/startRedisServer.js';
import { CLUSTER_ENV } from './clusterEnv.js';
import { STACK_ENV } from './stackEnv.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLUSTER_SCRIPT = path.join(REPO_ROOT, 'scripts', 'cluster.ts');
/** Beside the single-stack suite's ports (3100…), so both configs can follow each other without a clash. */
const PORTS = { FOYER_DEMO_PORT: 3200, FOYER_API_PORT: 3210, FOYER_SECURE_PORT: 3220, FOYER_RELAY_PORT: 3230, FOYER_ANVIL_PORT: 8745, FOYER_SOLANA_PORT: 9099 };
const START_TIMEOUT_MS = 120_000;

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the two-instance cluster (scripts/cluster.ts) on a fresh schema of the PostgreSQL server named by
 * FOYER_TEST_DATABASE_URL and a redis-server of its own; without either the suite is skipped with a note.
 */
export default async function clusterSetup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.FOYER_TEST_DATABASE_URL?.trim();
  if (!serverUrl || !hasRedisServer) {
    const missing = [!serverUrl && 'FOYER_TEST_DATABASE_URL (PostgreSQL)', !hasRedisServer && 'redis-server'].filter(Boolean).join(' and ');
    process.env[CLUSTER_ENV.skip] = `the two-instance cluster needs ${missing}; .ci/run provides both`;
    process.stderr.write(`note: skipping the cluster e2e suite: ${process.env[CLUSTER_ENV.skip]}\n`);
    return async () => undefined;
  }

  const schema = `foyer_cluster_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE SCHEMA ${schema}`);
  const database = new URL(serverUrl);
  database.searchParams.set('options', `-c search_path=${schema}`);
  const redis = await startRedisServer();

  const logFile = path.join(os.tmpdir(), 'foyer-e2e', 'cluster.log');
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx/esm', CLUSTER_SCRIPT], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, String(port)])),
      DATABASE_URL: database.toString(),
      REDIS_URL: redis.url,
      // A runner killed without teardown closes the pipe: the cluster then stops too.
      FOYER_CLUSTER_STOP_ON_STDIN_END: '1',
      // One key pair for every secure-site instance (a wallet sealed by one is opened by the other).
      FOYER_KEK: randomBytes(32).toString('base64'),
      FOYER_OTP_PEPPER: randomBytes(32).toString('base64'),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  createInterface({ input: child.stderr }).on('line', (line) => log.write(`${line}\n`));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await redis.stop();
    await onServer(serverUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  };

  try {
    const urls = await new Promise<ClusterUrls>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The cluster did not start within ${START_TIMEOUT_MS} ms (log: ${logFile})`)), START_TIMEOUT_MS);
      createInterface({ input: child.stdout }).on('line', (line) => {
        log.write(`${line}\n`);
        if (!line.startsWith(`${CLUSTER_READY_MARKER} `)) return;
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(CLUSTER_READY_MARKER.length + 1)) as ClusterUrls);
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`The cluster exited before it was ready (log: ${logFile})`));
      });
    });
    for (const name of ['demo', 'api', 'anvil', 'secure', 'relay', 'solana'] as const) process.env[STACK_ENV[name]] = urls[name];
    process.env[CLUSTER_ENV.instances] = JSON.stringify(urls.instances);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
