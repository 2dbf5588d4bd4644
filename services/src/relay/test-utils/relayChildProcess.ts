/**
 * A relay instance in a process of its own, for tests that kill it (SIGKILL: no clean shutdown, nothing flushed).
 * Run through tsx with an IPC channel: `fork(relayChildProcess, [redisUrl], { execArgv: ['--import', 'tsx/esm'] })`;
 * sends `{ type: 'ready', url }` once listening, `{ type: 'error', message }` if it cannot start.
 */
import { errorMessage } from '../../errors/errorMessage.js';
import { startRelay } from '../startRelay.js';

async function main(): Promise<void> {
  const relay = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: process.argv[2] });
  process.on('disconnect', () => void relay.close().finally(() => process.exit(0)));
  process.send?.({ type: 'ready', url: relay.url });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', message: errorMessage(error) });
  process.exitCode = 1;
});
