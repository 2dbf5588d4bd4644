import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { StackUrls } from './stackEnv.js';
import { parseReadyLine, type StackPorts } from './stackProtocol.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STACK_PROCESS = fileURLToPath(new URL('./stackProcess.ts', import.meta.url));
const TAIL_LINES = 40;

export interface SpawnStackOptions {
  ports: StackPorts;
  /** File receiving the stack's stdout/stderr. */
  logFile: string;
  env?: NodeJS.ProcessEnv;
  startTimeoutMs?: number;
}

export interface SpawnedStack {
  urls: StackUrls;
  stop(): Promise<void>;
}

/**
 * Starts `scripts/stack.ts` in a child process (its own module graph, its own tsx loader) and
 * resolves once it prints its URLs. The child stops when `stop()` is called or when this process dies.
 */
export async function spawnStack({
  ports,
  logFile,
  env = process.env,
  startTimeoutMs = 120_000,
}: SpawnStackOptions): Promise<SpawnedStack> {
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const tail: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx/esm', STACK_PROCESS, JSON.stringify(ports)], {
    cwd: REPO_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const record = (line: string): void => {
    log.write(`${line}\n`);
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  const failure = (message: string): Error =>
    new Error(`${message} (full log: ${logFile})\n${tail.map((line) => `  | ${line}`).join('\n')}`);

  createInterface({ input: child.stderr }).on('line', record);
  const urls = await new Promise<StackUrls>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(failure(`The stack did not start within ${startTimeoutMs} ms`));
    }, startTimeoutMs);
    createInterface({ input: child.stdout }).on('line', (line) => {
      record(line);
      try {
        const ready = parseReadyLine(line);
        if (ready) {
          clearTimeout(timer);
          resolve(ready);
        }
      } catch (error) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(failure(`The stack exited with code ${code} before it was ready`));
    });
  });

  return {
    urls,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}
