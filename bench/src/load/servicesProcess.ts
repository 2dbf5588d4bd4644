/**
 * Child process of `npm run loadtest`: anvil (dev chain, seeded) and the services API on free
 * loopback ports with an in-memory database, the API's shipped limits untouched. Sends
 * `{ type: 'ready', api, anvil }`; `{ type: 'stop' }` closes both and exits.
 */
import { startAnvil } from '../../../services/src/anvil/startAnvil.js';
import { startServices } from '../../../services/src/api/startServices.js';
import { seedDevChain } from '../../../services/src/devChain/seedDevChain.js';
import type { ChildMessage } from './startChild.js';

const HOST = '127.0.0.1';

async function main(): Promise<void> {
  const anvil = await startAnvil({ host: HOST, port: 0 });
  try {
    await seedDevChain({ rpcUrl: anvil.url });
    // Like the stack (scripts/stack.ts), without the Solana node: the balance load reads the EVM chain.
    const services = await startServices({ dev: true, host: HOST, port: 0, rpcUrl: anvil.url, database: ':memory:' });
    const stop = (): void => {
      void services
        .close()
        .finally(() => anvil.stop())
        .finally(() => process.exit(0));
    };
    process.on('message', (message: ChildMessage) => {
      if (message.type === 'stop') stop();
    });
    // The load test died: do not outlive it.
    process.on('disconnect', stop);
    process.send?.({ type: 'ready', api: services.url, anvil: anvil.url });
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
});
