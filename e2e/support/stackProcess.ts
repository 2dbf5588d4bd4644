/**
 * Child process that runs the Foyer stack for a test or bench run:
 *   node --import tsx/esm e2e/support/stackProcess.ts '{"demo":3100,"api":3110,"anvil":8645}'
 * Prints one `READY_MARKER <json urls>` line on stdout once everything listens, then stops the
 * stack on SIGTERM/SIGINT or when its parent closes stdin (so a killed runner leaves no orphans).
 */
import { startStack } from '../../scripts/stack.js';
import { READY_MARKER, parseStackPorts } from './stackProtocol.js';

async function main(): Promise<void> {
  const ports = parseStackPorts(process.argv[2]);
  // A throw-away catalogue database unless the run targets one on purpose (e.g. PostgreSQL in CI).
  const database = process.env.DATABASE_URL?.trim() || process.env.FOYER_DB_FILE?.trim() || ':memory:';
  const stack = await startStack({ ports, database, log: (line) => process.stderr.write(`${line}\n`) });
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    if (!stopping) stopping = stack.stop().finally(() => process.exit(0));
    return stopping;
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
  process.stdout.write(`${READY_MARKER} ${JSON.stringify(stack.urls)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
