import { spawn } from 'node:child_process';

export interface RunCommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/** Runs a command to completion and returns its stdout; rejects with its output on failure. */
export function runCommand(command: string, args: readonly string[], { cwd, env = process.env, timeoutMs = 300_000 }: RunCommandOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}) in ${cwd}\n${stderr || stdout}`));
    });
  });
}

/** The environment without the `npm_*` variables of an enclosing `npm run`, for a nested npm of its own. */
export function envWithoutNpm(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
}
