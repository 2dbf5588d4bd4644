import { createServer, type Server } from 'node:http';
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, getBase16Encoder, type Address } from '@solana/kit';
import { DEFAULT_PORTS, FOYER_DEV_SOLANA_GENESIS_HASH, FOYER_DEV_SOLANA_LAMPORTS, FOYER_DEV_SOLANA_SEEDS } from '@foyer/kernel';
import { ConfigError } from '../errors/ConfigError.js';
import { PortInUseError } from '../errors/PortInUseError.js';
import { isLoopbackHost } from '../options/isLoopbackHost.js';
import { createRpcRequestListener } from './createRpcRequestListener.js';
import { seedSplTokens } from '../devChain/solana/seedSplTokens.js';
import { createSolanaLedger } from './createSolanaLedger.js';
import { createSolanaRpcMethods, type RpcMethod } from './createSolanaRpcMethods.js';
import { createRpcWebSocket } from './createRpcWebSocket.js';
import { createHistoryRpcMethods } from './createHistoryRpcMethods.js';
import { recordTransactionHistory } from './recordTransactionHistory.js';

export type SolanaNodeOptions = {
  /** Interface to bind (default 127.0.0.1); loopback only (the dev accounts' keys are public). */
  host?: string;
  /** HTTP + WebSocket port; WebSocket is served on port + 1 too. 0 picks a free pair. Default 8899. */
  port?: number;
};

export type RunningSolanaNode = {
  /** JSON-RPC over HTTP, e.g. http://127.0.0.1:8899. */
  url: string;
  /** PubSub over WebSocket on the same port, e.g. ws://127.0.0.1:8899 (also served on port + 1). */
  wsUrl: string;
  close(): Promise<void>;
};

const SERVICE = 'Solana RPC';
const DEFAULT_SOLANA_PORT = DEFAULT_PORTS.solana;
const FREE_PAIR_ATTEMPTS = 20;

function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The Solana node is not listening on a TCP port');
  return address.port;
}

async function closeServer(server: Server): Promise<void> {
  if (!server.listening) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

function bindError(error: unknown, host: string, port: number): Error {
  const code = errnoCode(error);
  if (code === 'EADDRINUSE') return new PortInUseError(port, SERVICE, { cause: error });
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return new ConfigError(`Cannot bind ${host}:${port} (${SERVICE}): no such local address`, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

/** Binds `main` to `port` and `next` to `port + 1`; with port 0, retries until a free consecutive pair is found. */
async function listenPair(main: Server, next: Server, host: string, port: number): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    let bound: number;
    try {
      bound = await listen(main, host, port);
    } catch (error) {
      throw bindError(error, host, port);
    }
    try {
      await listen(next, host, bound + 1);
      return bound;
    } catch (error) {
      await closeServer(main);
      if (port !== 0 || errnoCode(error) !== 'EADDRINUSE' || attempt + 1 >= FREE_PAIR_ATTEMPTS) throw bindError(error, host, bound + 1);
    }
  }
}

/** The addresses of the dev seeds (derived, not trusted from a table). */
async function devAddresses(): Promise<Address[]> {
  return Promise.all(
    FOYER_DEV_SOLANA_SEEDS.map(async (seed) => {
      const keyPair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(seed)));
      return getAddressFromPublicKey(keyPair.publicKey);
    }),
  );
}

/**
 * Starts the local Solana dev node: an in-process SVM (litesvm) behind a JSON-RPC server, HTTP and
 * WebSocket on `port`, WebSocket also on `port + 1` (web3.js-style clients derive it), bound to `host`.
 * Each dev account of `FOYER_DEV_SOLANA_SEEDS` holds `FOYER_DEV_SOLANA_LAMPORTS` at start, and the SPL tokens of
 * `FOYER_DEV_TOKENS` (seedSplTokens). A taken port
 * rejects with `PortInUseError` ("Port 8899 is already in use (Solana RPC)").
 * @example
 * const node = await startSolanaNode({ host: '127.0.0.1', port: 0 });
 * const rpc = createSolanaRpc(node.url);
 * await node.close();
 */
export async function startSolanaNode(options: SolanaNodeOptions = {}): Promise<RunningSolanaNode> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) throw new ConfigError(`The Solana dev node binds to a loopback host only (127.0.0.1, ::1, localhost), not '${host}'`);
  const port = options.port ?? DEFAULT_SOLANA_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_534) throw new ConfigError(`The Solana port must be between 0 and 65534, got ${port}`);

  const { ledger, history } = recordTransactionHistory(createSolanaLedger());
  for (const address of await devAddresses()) ledger.fund(address, FOYER_DEV_SOLANA_LAMPORTS);
  await seedSplTokens(ledger);
  const methods = { ...createSolanaRpcMethods(ledger, { genesisHash: FOYER_DEV_SOLANA_GENESIS_HASH }), ...createHistoryRpcMethods(history) };
  const lookup = (name: string): RpcMethod | undefined => (Object.hasOwn(methods, name) ? methods[name] : undefined);

  const listener = createRpcRequestListener(lookup);
  const main = createServer(listener);
  const next = createServer(listener);
  const sockets = createRpcWebSocket(ledger, methods);
  sockets.attach(main);
  sockets.attach(next);
  const bound = await listenPair(main, next, host, port);

  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${hostForUrl}:${bound}`,
    wsUrl: `ws://${hostForUrl}:${bound}`,
    async close() {
      await sockets.close();
      await Promise.all([closeServer(main), closeServer(next)]);
    },
  };
}
