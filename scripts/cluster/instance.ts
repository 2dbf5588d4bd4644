/**
 * One instance of a Foyer service in its own process, for scripts/cluster.ts:
 *   node --import tsx/esm scripts/cluster/instance.ts api '{"port":0,...}'
 * Kinds: `api` (startServices), `secure` (startSecureSite), `relay` (startRelay); the JSON is that function's
 * options. Prints `INSTANCE_READY_MARKER <url>` once listening; stops on SIGTERM/SIGINT or when stdin closes (a
 * killed parent leaves no orphans).
 */
import { pathToFileURL } from 'node:url';
import { startRelay, startSecureSite, startServices, type SecureSiteOptions, type ServicesOptions, type StartRelayOptions } from '@foyer/services';

export const INSTANCE_READY_MARKER = 'FOYER_INSTANCE_READY';

export const INSTANCE_KINDS = ['api', 'secure', 'relay'] as const;
export type InstanceKind = (typeof INSTANCE_KINDS)[number];

async function start(kind: InstanceKind, options: unknown): Promise<{ url: string; close(): Promise<void> }> {
  if (kind === 'api') return startServices(options as ServicesOptions);
  if (kind === 'secure') {
    return startSecureSite({ ...(options as SecureSiteOptions), logStream: { write: (line: string) => void process.stderr.write(line) } });
  }
  return startRelay(options as StartRelayOptions);
}

async function main(): Promise<void> {
  const kind = INSTANCE_KINDS.find((candidate) => candidate === process.argv[2]);
  if (kind === undefined) throw new Error(`instance kind must be one of ${INSTANCE_KINDS.join(', ')}, got '${process.argv[2] ?? ''}'`);
  const running = await start(kind, JSON.parse(process.argv[3] ?? '{}'));
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= running.close().finally(() => process.exit(0)));
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
  process.stdout.write(`${INSTANCE_READY_MARKER} ${running.url}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
