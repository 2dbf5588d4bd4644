/**
 * The local stack with N instances of each service behind round-robin proxies, on PostgreSQL and Redis:
 *   DATABASE_URL=postgres://… REDIS_URL=redis://127.0.0.1:6379 node --import tsx/esm scripts/cluster.ts
 * The dev chain (anvil), the Solana dev node and the demo run once in this process; every services API, secure site
 * and relay instance is its own process (scripts/cluster/instance.ts); one proxy per service listens on the port the
 * demo uses (FOYER_API_PORT / FOYER_SECURE_PORT / FOYER_RELAY_PORT, default 3010 / 3020 / 3030) and sends each
 * request or socket to the next instance. FOYER_CLUSTER_INSTANCES sets N (default 2). See docs/deploy.md.
 * Needs `npm run build` (the instances run the compiled services).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { foyerDevSolana } from '@foyer/kernel';
import {
  DEFAULT_HOST,
  deployDevContracts,
  seedDevChain,
  startAnvil,
  startSolanaNode,
  startStaticServer,
  type RunningAnvil,
  type RunningServer,
  type RunningSolanaNode,
} from '@foyer/services';
import { assertPortsFree } from './assertPortsFree.js';
import { startRoundRobinProxy, type RoundRobinProxy, type UpstreamStats } from './cluster/roundRobinProxy.js';
import { spawnInstance, type SpawnedInstance } from './cluster/spawnInstance.js';
import { CLUSTER_READY_MARKER, type ClusterUrls } from './cluster/clusterProtocol.js';
import type { InstanceKind } from './cluster/instance.js';
import { prepareDemoSite, resolveStackPorts, stackPortNames, waitForHealth, type StackPorts } from './stack.js';

export type ClusterOptions = {
  /** PostgreSQL URL every instance shares (required: SQLite files are per machine). */
  database: string;
  /** Redis URL every instance shares (rate limits, relay fan-out and mailbox). */
  redisUrl: string;
  /** Instances of each service (default 2). */
  instances?: number;
  /** Ports of the proxies, the dev chains and the demo (0 picks a free one); defaults as `npm start`. */
  ports?: Partial<StackPorts>;
  host?: string;
  /** Progress lines and the instances' output (default: silent). */
  log?: (line: string) => void;
};

export type Cluster = {
  urls: ClusterUrls;
  /** Requests and upgrades each instance received through its proxy. */
  stats(): Record<InstanceKind, UpstreamStats[]>;
  stop(): Promise<void>;
};

const KINDS: readonly InstanceKind[] = ['api', 'secure', 'relay'];

/** Starts the cluster and resolves once every instance answers through its proxy; on failure stops what had started. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const host = options.host ?? DEFAULT_HOST;
  const log = options.log ?? (() => undefined);
  const count = options.instances ?? 2;
  if (!/^postgres(ql)?:\/\//i.test(options.database)) throw new Error('The cluster needs a PostgreSQL database (DATABASE_URL=postgres://…)');
  const ports = resolveStackPorts(options.ports);
  const root = path.resolve(import.meta.dirname, '..');
  const demoDist = path.join(root, 'demo', 'dist');
  if (!existsSync(path.join(demoDist, 'index.html'))) throw new Error('demo/dist is not built: run `npm run build` first');
  await assertPortsFree(host, stackPortNames(ports));

  let anvil: RunningAnvil | undefined;
  let solana: RunningSolanaNode | undefined;
  let demo: RunningServer | undefined;
  let siteDir: string | undefined;
  const proxies: Partial<Record<InstanceKind, RoundRobinProxy>> = {};
  const instances: SpawnedInstance[] = [];
  const pending: Promise<unknown>[] = [];
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      await demo?.close();
      await Promise.allSettled(Object.values(proxies).map((proxy) => proxy.close()));
      await Promise.allSettled(instances.map((instance) => instance.stop()));
      await solana?.close();
      await anvil?.stop();
      if (siteDir !== undefined) await rm(siteDir, { recursive: true, force: true });
    })());

  try {
    const started = performance.now();
    const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    [anvil, solana] = await Promise.all([startAnvil({ host, port: ports.anvil }), startSolanaNode({ host, port: ports.solana })]);
    const chain = anvil;
    log(`Dev chain ${chain.url}, Solana dev node ${solana.url} (${elapsed()})`);

    const api = (proxies.api = await startRoundRobinProxy({ name: 'services API', host, port: ports.api }));
    const secure = (proxies.secure = await startRoundRobinProxy({ name: 'secure site', host, port: ports.secure }));
    const relay = (proxies.relay = await startRoundRobinProxy({ name: 'relay', host, port: ports.relay }));
    const relayUrl = relay.url.replace(/^http:/, 'ws:');
    const relayPort = new URL(relay.url).port;
    const demoOrigin = ports.demo === 0 ? [] : [`http://${host}:${ports.demo}`, `http://localhost:${ports.demo}`];

    const shared = { host, port: 0, database: options.database, redisUrl: options.redisUrl };
    // The proxies add X-Forwarded-For/-Host: trusted from loopback only.
    const behindProxy = { trustProxy: '127.0.0.1' };
    const apiOptions = { ...shared, ...behindProxy, dev: true, rpcUrl: chain.url, chains: { [foyerDevSolana.caipNetworkId]: solana.url }, demoOrigins: demoOrigin, remotesDir: path.join(root, 'remotes') };
    // The public URL is the proxy's: links, origin checks and the Host check use it. Keys: FOYER_KEK / FOYER_OTP_PEPPER
    // when set, else the development keys in .foyer/dev-secrets/, which every instance on this machine shares.
    const secureOptions = (idRegistryAddress: string) => ({
      ...shared,
      ...behindProxy,
      dev: true,
      rpcUrl: chain.url,
      apiUrl: api.url,
      publicUrl: secure.url,
      farcaster: { idRegistryAddress, rpcUrl: chain.url, chainId: chain.chainId },
    });
    // Clients name the proxy's URL in their auth JWT's `aud`.
    const relayOptions = { ...shared, audiences: [`ws://127.0.0.1:${relayPort}`, `ws://localhost:${relayPort}`, `ws://${host}:${relayPort}`] };
    const launch = async (kind: InstanceKind, index: number, instanceOptions: Record<string, unknown>): Promise<void> => {
      const instance = await spawnInstance(kind, `${kind}#${index + 1}`, instanceOptions, log);
      instances.push(instance);
      proxies[kind]?.add(instance.url.replace(/^ws:/, 'http:'));
      log(`${kind}#${index + 1} ${instance.url} (${elapsed()})`);
    };
    const indexes = Array.from({ length: count }, (_, index) => index);
    // Whatever does not wait on another part starts at once; each promise gets a handler so none rejects unhandled.
    const background = <T>(promise: Promise<T>): Promise<T> => {
      pending.push(promise);
      promise.catch(() => undefined);
      return promise;
    };
    const deployed = background(deployDevContracts({ rpcUrl: chain.url }));
    const seeded = background(deployed.then(() => seedDevChain({ rpcUrl: chain.url })));
    const relays = background(Promise.all(indexes.map((index) => launch('relay', index, relayOptions))));
    // The first API instance migrates the database and seeds the demo projects (with the demo's origins) alone.
    await launch('api', 0, apiOptions);
    const { idRegistryAddress } = await deployed;
    await Promise.all([
      relays,
      seeded,
      ...indexes.slice(1).map((index) => background(launch('api', index, apiOptions))),
      ...indexes.map((index) => background(launch('secure', index, secureOptions(idRegistryAddress)))),
    ]);
    for (const proxy of [api, secure, relay]) await waitForHealth(`${proxy.url}/health`);

    siteDir = await prepareDemoSite(demoDist, { apiUrl: api.url, nodeUrl: anvil.url, relayUrl, secureSiteUrl: secure.url, solanaUrl: solana.url });
    demo = await startStaticServer({ root: siteDir, host, port: ports.demo, name: 'demo' });
    log(`Ready (${elapsed()})`);
    const byKind = (kind: InstanceKind): string[] => instances.filter((instance) => instance.kind === kind).map((instance) => instance.url);
    return {
      urls: {
        demo: demo.url,
        api: api.url,
        anvil: anvil.url,
        secure: secure.url,
        relay: relayUrl,
        solana: solana.url,
        instances: { api: byKind('api'), secure: byKind('secure'), relay: byKind('relay') },
      },
      stats: () => ({ api: api.stats(), secure: secure.stats(), relay: relay.stats() }),
      stop,
    };
  } catch (error) {
    // Instances still starting are stopped once they have (or have failed).
    await Promise.allSettled(pending);
    await stop().catch(() => undefined);
    throw error;
  }
}

async function main(): Promise<void> {
  const database = process.env.DATABASE_URL?.trim() ?? '';
  const redisUrl = process.env.REDIS_URL?.trim() ?? '';
  if (database === '' || redisUrl === '') throw new Error('Set DATABASE_URL (PostgreSQL) and REDIS_URL; see docs/deploy.md');
  const instances = Number(process.env.FOYER_CLUSTER_INSTANCES ?? '2');
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('FOYER_CLUSTER_INSTANCES must be an integer from 1 to 16');
  const quiet = process.argv.includes('--quiet');
  const cluster = await startCluster({ database, redisUrl, instances, log: (line) => (quiet ? undefined : process.stderr.write(`${line}\n`)) });
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= cluster.stop().finally(() => process.exit(0)));
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  // Run as a child (the e2e setup sets this): a closed stdin means the parent is gone.
  if (process.env.FOYER_CLUSTER_STOP_ON_STDIN_END === '1') {
    process.stdin.on('end', () => void stop());
    process.stdin.resume();
  }
  const { urls } = cluster;
  process.stderr.write(
    [
      `Foyer demo: ${urls.demo}   (${instances} instances of each service)`,
      ...KINDS.map((kind) => `${kind.padEnd(6)} proxy ${kind === 'relay' ? urls.relay : urls[kind]} -> ${urls.instances[kind].join(', ')}`),
      `Per-instance counts: GET <proxy>/__foyer-proxy. Ctrl-C stops everything.`,
    ].join('\n') + '\n',
  );
  process.stdout.write(`${CLUSTER_READY_MARKER} ${JSON.stringify(urls)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
