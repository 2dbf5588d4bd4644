import { spawn } from 'node:child_process';
import { ConfigError } from '../errors/ConfigError.js';
import { PortInUseError } from '../errors/PortInUseError.js';
import { isLoopbackHost } from '../options/isLoopbackHost.js';
import { DEFAULT_ANVIL_PORT, DEFAULT_HOST } from '../options/resolveServicesOptions.js';
import { requestChainId } from './requestChainId.js';
import { resolveAnvilBinary } from './resolveAnvilBinary.js';

/** The standard development mnemonic: 10 accounts with 10000 ETH each, account 0 is 0xf39F…2266. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export type AnvilOptions = {
  /** Interface to bind (default 127.0.0.1); loopback only. */
  host?: string;
  /** Port (default 8545; 0 picks a free one). */
  port?: number;
  /** EVM chain id (default 31337). */
  chainId?: number;
  /** Load the chain from this file when it exists and save it there on stop. */
  stateFile?: string;
  mnemonic?: string;
  /** How long to wait for `eth_chainId` to answer (default 15 s). */
  readyTimeoutMs?: number;
  /** The anvil executable (default: the binary of the @foundry-rs/anvil npm package). */
  binary?: string;
};

export type RunningAnvil = {
  /** JSON-RPC URL, e.g. http://127.0.0.1:8545. */
  url: string;
  chainId: number;
  stop(): Promise<void>;
};

const OUTPUT_TAIL_CHARS = 4_000;
const STOP_GRACE_MS = 5_000;
const POLL_INTERVAL_MS = 50;

async function answeredChainId(url: string): Promise<number | undefined> {
  try {
    const response = await requestChainId(url, 1_000);
    const payload: unknown = await response.json();
    const result = typeof payload === 'object' && payload !== null && 'result' in payload ? payload.result : undefined;
    return typeof result === 'string' ? Number.parseInt(result, 16) : undefined;
  } catch {
    return undefined;
  }
}

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1)?.trim() ?? '';
}

/**
 * Starts a local anvil dev chain (the npm package's binary) and resolves once `eth_chainId` answers. Loopback only:
 * its accounts come from a public mnemonic and its anvil_* methods impersonate any account.
 * A taken port rejects with `PortInUseError` ("Port 8545 is already in use (anvil)").
 *
 * @example
 * const anvil = await startAnvil({ port: 0 });
 * await anvil.stop();
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<RunningAnvil> {
  const host = options.host ?? DEFAULT_HOST;
  if (!isLoopbackHost(host)) throw new ConfigError(`anvil binds to a loopback host only (127.0.0.1, ::1, localhost), not '${host}'`);
  const port = options.port ?? DEFAULT_ANVIL_PORT;
  const chainId = options.chainId ?? 31337;
  const timeoutMs = options.readyTimeoutMs ?? 15_000;
  const binary = options.binary ?? resolveAnvilBinary();
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--mnemonic', options.mnemonic ?? DEV_MNEMONIC];
  if (options.stateFile !== undefined) args.push('--state', options.stateFile);

  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let listeningUrl: string | undefined;
  const append = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
    const listening = /Listening on \S+:(\d+)/.exec(output);
    if (listening && listeningUrl === undefined) listeningUrl = `http://${hostForUrl}:${listening[1]}`;
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);

  let exited = false;
  let spawnError: Error | undefined;
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      exited = true;
      resolve(code);
    });
    child.once('error', (error) => {
      spawnError = error;
      exited = true;
      resolve(null);
    });
  });
  // Never leave an orphaned node behind when this process exits without calling stop().
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (exited) return;
    // SIGINT lets anvil save --state before it exits.
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exit;
    clearTimeout(timer);
  };

  const failure = (): Error | undefined => {
    if (spawnError) return new Error(`Cannot run anvil (${binary}): ${spawnError.message}`, { cause: spawnError });
    if (!exited) return undefined;
    if (/address already in use/i.test(output)) return new PortInUseError(port, 'anvil');
    return new Error(`anvil exited before it was ready: ${lastLine(output) || 'no output'}`);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const error = failure();
    if (error) {
      process.removeListener('exit', killOnExit);
      throw error;
    }
    // Only trust the URL once anvil says it listens: another node may already answer on that port.
    const url = listeningUrl;
    const answered = url === undefined ? undefined : await answeredChainId(url);
    if (url !== undefined && answered !== undefined && !exited) {
      if (answered !== chainId) {
        await stop();
        throw new Error(`The node at ${url} reports chain id ${answered}, expected ${chainId}`);
      }
      return { url, chainId, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`anvil did not answer eth_chainId on ${url ?? `${host}:${port}`} within ${timeoutMs} ms`);
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS)), exit]);
  }
}
