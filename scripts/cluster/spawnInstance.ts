import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { INSTANCE_READY_MARKER, type InstanceKind } from './instance.js';

const INSTANCE_SCRIPT = path.join(import.meta.dirname, 'instance.ts');
const TAIL_LINES = 20;

export type SpawnedInstance = { kind: InstanceKind; url: string; stop(): Promise<void> };

/**
 * Starts one service instance in a child process (scripts/cluster/instance.ts) and resolves with its URL once it
 * listens; its output goes to `log`, prefixed with `name`.
 */
export async function spawnInstance(
  kind: InstanceKind,
  name: string,
  options: Record<string, unknown>,
  log: (line: string) => void,
  startTimeoutMs = 60_000,
): Promise<SpawnedInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', INSTANCE_SCRIPT, kind, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const tail: string[] = [];
  const record = (line: string): void => {
    log(`${name}: ${line}`);
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  createInterface({ input: child.stderr }).on('line', record);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${startTimeoutMs} ms\n${tail.join('\n')}`));
    }, startTimeoutMs);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(`${INSTANCE_READY_MARKER} `)) return record(line);
      clearTimeout(timer);
      resolve(line.slice(INSTANCE_READY_MARKER.length + 1).trim());
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before it listened\n${tail.join('\n')}`));
    });
  });
  return {
    kind,
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
