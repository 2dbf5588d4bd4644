import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A message between the load test and one of its child processes. */
export type ChildMessage = { type: string; [key: string]: unknown };

export type Child<Ready extends ChildMessage> = {
  process: ChildProcess;
  /** The child's `ready` message. */
  ready: Ready;
  /** Sends `{ type }` and resolves to the child's next message of that type. */
  ask<Answer extends ChildMessage>(type: string, timeoutMs?: number): Promise<Answer>;
  /** Asks the child to stop, then SIGKILL after `graceMs`; resolves once it exited. */
  stop(graceMs?: number): Promise<void>;
};

const READY_TIMEOUT_MS = 60_000;

/**
 * Forks `script` (TypeScript, through tsx) with an IPC channel and resolves once it sends
 * `{ type: 'ready', ... }`; rejects if it exits or errs first. The load test keeps its generators in
 * its own process and runs what it measures in children, so their CPU and memory are theirs.
 */
export async function startChild<Ready extends ChildMessage>(script: string, args: string[] = [], options: { expose_gc?: boolean } = {}): Promise<Child<Ready>> {
  const child = fork(script, args, {
    execArgv: ['--import', 'tsx/esm', ...(options.expose_gc ? ['--expose-gc'] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not get ready within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    const onMessage = (message: ChildMessage): void => {
      if (message.type === 'error') fail(new Error(`${script}: ${String(message.message)}`));
      else if (message.type === 'ready') done(() => resolve(message as Ready));
    };
    const onExit = (code: number | null, signal: string | null): void => fail(new Error(`${script} exited (${signal ?? code}) before it was ready`));
    const done = (finish: () => void): void => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      finish();
    };
    const fail = (error: Error): void =>
      done(() => {
        child.kill('SIGKILL');
        reject(error);
      });
    child.on('message', onMessage);
    child.once('exit', onExit);
  });

  const ask = <Answer extends ChildMessage>(type: string, timeoutMs = 10_000): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        reject(new Error(`${script} did not answer '${type}' within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message: ChildMessage): void => {
        if (message.type !== type) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(message as Answer);
      };
      child.on('message', onMessage);
      child.send({ type });
    });

  const stop = async (graceMs = 10_000): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: 'stop' });
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  return { process: child, ready, ask, stop };
}
