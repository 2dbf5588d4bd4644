import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './freePort.js';

/** Whether a `redis-server` binary is installed (`apt-get install -y redis-server`); tests needing one skip otherwise. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export type RunningRedisServer = { url: string; port: number; stop(): Promise<void> };

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A throw-away redis-server on a free loopback port, without persistence; `stop()` ends it.
 * @example
 * const redis = await startRedisServer();
 * await startRelay({ port: 0, redisUrl: redis.url });
 */
export async function startRedisServer(timeoutMs = 5_000): Promise<RunningRedisServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  while (!(await listening(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not listen on ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
