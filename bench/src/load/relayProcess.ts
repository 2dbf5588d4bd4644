/**
 * Child process of `npm run loadtest`: one WalletConnect relay (`startRelay`, shipped limits) on a
 * free loopback port, with Redis when `--redis=<url>` is given. Sends `{ type: 'ready', url }`;
 * answers `{ type: 'stats' }` with its memory after a full GC and what the relay holds;
 * `{ type: 'stop' }` closes it and exits.
 */
import { parseArgs } from 'node:util';
import { startRelay } from '../../../services/src/relay/startRelay.js';
import type { ChildMessage } from './startChild.js';

/** What the relay process reports: bytes. */
export type RelayProcessStats = {
  type: 'stats';
  rss: number;
  heapUsed: number;
  connections: number;
  storedBytes: number;
  bufferedBytes: number;
};

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { redis: { type: 'string' }, log: { type: 'boolean', default: false } } });
  const write = (level: string) => (object: object, message?: string): void => {
    const plain = (_key: string, value: unknown): unknown => (value instanceof Error ? `${value.name}: ${value.message}` : value);
    process.stderr.write(`[relay ${process.pid}] ${level} ${message ?? ''} ${JSON.stringify(object, plain)}\n`);
  };
  const ignore = (): void => undefined;
  // --log: its warnings and errors on stderr (a socket cut off, a Redis event not stored, ...).
  const logger = values.log ? { debug: ignore, info: ignore, warn: write('warn'), error: write('error') } : undefined;
  const relay = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: values.redis, logger });
  const stop = (): void => {
    void relay.close().finally(() => process.exit(0));
  };
  process.on('message', (message: ChildMessage) => {
    if (message.type === 'stop') stop();
    if (message.type === 'stats') {
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      const stats: RelayProcessStats = { type: 'stats', rss, heapUsed, ...relay.stats() };
      process.send?.(stats);
    }
  });
  process.on('disconnect', stop);
  process.send?.({ type: 'ready', url: relay.url });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
});
