import { requestChainId } from './anvil/requestChainId.js';
import { startAnvil, type RunningAnvil } from './anvil/startAnvil.js';
import { startServices, type RunningServer } from './api/startServices.js';
import { ConfigError } from './errors/ConfigError.js';
import { errorMessage } from './errors/errorMessage.js';
import { resolveDevMode } from './options/resolveDevMode.js';
import { DEFAULT_ANVIL_PORT, DEFAULT_HOST, DEV_CHAIN_ID, parsePort } from './options/resolveServicesOptions.js';

// CLI: the services API on the node FOYER_ANVIL_URL names, until SIGINT/SIGTERM. Only in development mode
// (FOYER_DEV=1, loopback only: demo projects, dev wallet page) may it start the dev chain itself: anvil's accounts
// are public and its anvil_* methods let anyone impersonate any account.

const env = process.env;

async function checkNode(url: string): Promise<void> {
  try {
    const response = await requestChainId(url, 3_000);
    if (!response.ok) throw new Error(`HTTP status ${response.status}`);
  } catch (error) {
    throw new Error(`FOYER_ANVIL_URL ${url} does not answer JSON-RPC (${errorMessage(error)})`, { cause: error });
  }
}

async function main(): Promise<void> {
  const host = env.FOYER_HOST?.trim() || DEFAULT_HOST;
  const externalNode = env.FOYER_ANVIL_URL?.trim() || undefined;
  let anvil: RunningAnvil | undefined;
  let services: RunningServer | undefined;

  const shutdown = async (): Promise<void> => {
    await services?.close();
    await anvil?.stop();
  };

  try {
    const dev = resolveDevMode(undefined, env, host);
    if (externalNode === undefined && !dev) {
      throw new ConfigError('FOYER_ANVIL_URL is required outside development mode (FOYER_DEV=1): production never starts a chain');
    }
    let rpcUrl: string;
    if (externalNode !== undefined) {
      await checkNode(externalNode);
      rpcUrl = externalNode;
    } else {
      const anvilPort = env.FOYER_ANVIL_PORT?.trim() ? parsePort(env.FOYER_ANVIL_PORT, 'FOYER_ANVIL_PORT') : DEFAULT_ANVIL_PORT;
      anvil = await startAnvil({ host, port: anvilPort });
      rpcUrl = anvil.url;
    }
    services = await startServices({ host, rpcUrl });
    process.stdout.write(
      `Foyer services API  ${services.url}\n` +
        `Dev chain ${DEV_CHAIN_ID}  ${rpcUrl}${externalNode ? ' (external)' : ''}\n`,
    );
  } catch (error) {
    await shutdown().catch(() => undefined);
    process.stderr.write(`${errorMessage(error)}\n`);
    process.exit(1);
  }

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(130);
    stopping = true;
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Error while stopping after ${signal}: ${errorMessage(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

void main();
