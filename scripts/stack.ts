/**
 * The local stack behind the demo: the anvil dev chain, the Solana dev node (litesvm), the
 * services API (catalogue, chain data, RPC proxy, remotes), the WalletConnect relay, the secure
 * site (embedded wallet) and a static server for the built demo, all on 127.0.0.1. Used by
 * `npm start` (scripts/start.ts) and by the e2e and bench setups.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PORTS, foyerDevSolana } from '@foyer/kernel';
import {
  DEFAULT_ANVIL_PORT,
  DEFAULT_API_PORT,
  DEFAULT_HOST,
  deployDevContracts,
  parsePort,
  seedDevChain,
  startAnvil,
  startRelay,
  startSecureSite,
  startServices,
  startSolanaNode,
  startStaticServer,
  type RunningAnvil,
  type RunningRelay,
  type RunningSecureSite,
  type RunningServer,
  type RunningSolanaNode,
} from '@foyer/services';
import { assertPortsFree } from './assertPortsFree.js';

export const DEFAULT_DEMO_PORT = DEFAULT_PORTS.demo;
export const DEFAULT_SECURE_PORT = DEFAULT_PORTS.secure;
export const DEFAULT_RELAY_PORT = DEFAULT_PORTS.relay;
export const DEFAULT_SOLANA_PORT = DEFAULT_PORTS.solana;

export interface StackPorts {
  demo: number;
  api: number;
  anvil: number;
  secure: number;
  relay: number;
  /** HTTP + WebSocket; WebSocket also on the next port. */
  solana: number;
}

export interface StackOptions {
  /**
   * Ports to bind (0 picks a free one); default from FOYER_DEMO_PORT / FOYER_API_PORT /
   * FOYER_ANVIL_PORT / FOYER_SECURE_PORT / FOYER_RELAY_PORT / FOYER_SOLANA_PORT, then
   * 3000 / 3010 / 8545 / 3020 / 3030 / 8899.
   */
  ports?: Partial<StackPorts>;
  /** Repository root holding `demo/dist` and `remotes/<feature>/dist` (default: this repository). */
  projectRoot?: string;
  /** Interface to bind (default FOYER_HOST, then 127.0.0.1). */
  host?: string;
  /** Database of the services: PostgreSQL URL, SQLite file or `:memory:` (default: the services' own default). */
  database?: string;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface StackUrls {
  demo: string;
  api: string;
  anvil: string;
  /** The secure site's origin (embedded wallet frame, dev mailbox, local identity provider). */
  secure: string;
  /** The WalletConnect relay, ws://... */
  relay: string;
  /** The Solana dev node's JSON-RPC URL. */
  solana: string;
}

export interface Stack {
  urls: StackUrls;
  /** Stops every server and child process; safe to call more than once. */
  stop(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 10_000;

/** The ports of the stack from options, then the environment, then the defaults. */
export function resolveStackPorts(ports: Partial<StackPorts> = {}, env: NodeJS.ProcessEnv = process.env): StackPorts {
  const pick = (value: number | undefined, name: string, fallback: number): number => {
    if (value !== undefined) return parsePort(value, `ports.${name}`);
    const fromEnv = env[`FOYER_${name.toUpperCase()}_PORT`]?.trim();
    return fromEnv ? parsePort(fromEnv, `FOYER_${name.toUpperCase()}_PORT`) : fallback;
  };
  return {
    demo: pick(ports.demo, 'demo', DEFAULT_DEMO_PORT),
    api: pick(ports.api, 'api', DEFAULT_API_PORT),
    anvil: pick(ports.anvil, 'anvil', DEFAULT_ANVIL_PORT),
    secure: pick(ports.secure, 'secure', DEFAULT_SECURE_PORT),
    relay: pick(ports.relay, 'relay', DEFAULT_RELAY_PORT),
    solana: pick(ports.solana, 'solana', DEFAULT_SOLANA_PORT),
  };
}

/** The services of the stack by display name -> port, for the free-port check (the Solana WebSocket also takes port + 1). */
export function stackPortNames(ports: StackPorts): Record<string, number> {
  return {
    anvil: ports.anvil,
    'Solana node': ports.solana,
    ...(ports.solana === 0 ? {} : { 'Solana node (WebSocket)': ports.solana + 1 }),
    'services API': ports.api,
    'secure site': ports.secure,
    'WalletConnect relay': ports.relay,
    demo: ports.demo,
  };
}

/** Starts the stack and resolves once every part answers; on failure stops what had started. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const env = options.env ?? process.env;
  const root = options.projectRoot ?? path.resolve(import.meta.dirname, '..');
  const host = options.host ?? (env.FOYER_HOST?.trim() || DEFAULT_HOST);
  const log = options.log ?? (() => undefined);
  const ports = resolveStackPorts(options.ports, env);
  const demoDist = path.join(root, 'demo', 'dist');
  if (!existsSync(path.join(demoDist, 'index.html'))) {
    throw new Error(`${path.relative(process.cwd(), demoDist) || demoDist} is not built: run \`npm run build\` first`);
  }

  await assertPortsFree(host, stackPortNames(ports));

  let anvil: RunningAnvil | undefined;
  let solana: RunningSolanaNode | undefined;
  let services: RunningServer | undefined;
  let relay: RunningRelay | undefined;
  let secure: RunningSecureSite | undefined;
  let demo: RunningServer | undefined;
  let siteDir: string | undefined;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      const results = await Promise.allSettled([demo?.close(), secure?.close(), relay?.close(), services?.close(), solana?.close()]);
      await anvil?.stop();
      if (siteDir !== undefined) await rm(siteDir, { recursive: true, force: true });
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    })());

  try {
    [anvil, solana] = await Promise.all([
      startAnvil({ host, port: ports.anvil }),
      startSolanaNode({ host, port: ports.solana }),
    ]);
    log(`Dev chain (anvil, eip155:31337)  ${anvil.url}`);
    // Farcaster sign-in reads custody from an IdRegistry: the dev one, unless FOYER_FARCASTER_* names another.
    const { idRegistryAddress } = await deployDevContracts({ rpcUrl: anvil.url });
    const farcaster = env.FOYER_FARCASTER_ID_REGISTRY?.trim() ? undefined : { idRegistryAddress, rpcUrl: anvil.url, chainId: anvil.chainId };
    if (farcaster) log(`Farcaster IdRegistry (dev)       ${idRegistryAddress}`);
    // Tokens, WETH, NFTs and a spam airdrop for the dev accounts (FOYER_DEV_TOKENS / FOYER_DEV_COLLECTIONS); idempotent.
    const seeded = await seedDevChain({ rpcUrl: anvil.url });
    log(`Dev assets (tokens, NFTs)        ${seeded.contracts.map((contract) => contract.label).join(', ')}`);
    log(`Solana dev node (litesvm)        ${solana.url}`);
    services = await startServices({
      // The stack is the local demo: development mode (demo projects, dev wallet page), loopback only.
      dev: true,
      host,
      port: ports.api,
      rpcUrl: anvil.url,
      chains: { [foyerDevSolana.caipNetworkId]: solana.url },
      // Email and social login check the page origin: allow the demo wherever it is served.
      ...(ports.demo === 0 ? {} : { demoOrigins: [`http://${host}:${ports.demo}`, `http://localhost:${ports.demo}`] }),
      remotesDir: path.join(root, 'remotes'),
      ...(options.database !== undefined ? { database: options.database } : {}),
    });
    await waitForHealth(`${services.url}/health`);
    log(`Services API                     ${services.url}`);
    relay = await startRelay({ host, port: ports.relay, redisUrl: env.REDIS_URL?.trim() || undefined });
    log(`WalletConnect relay              ${relay.url}`);
    secure = await startSecureSite({
      // Development mode: LOCAL identity provider, dev mailbox, generated dev keys (loopback only).
      dev: true,
      host,
      port: ports.secure,
      rpcUrl: anvil.url,
      apiUrl: services.url,
      ...(farcaster ? { farcaster } : {}),
      // Its notices (development keys, dev mailbox) as plain lines, not pino JSON.
      logStream: { write: (line: string) => log(`Secure site: ${logMessage(line)}`) },
      ...(options.database !== undefined ? { database: options.database } : {}),
    });
    log(`Secure site (embedded wallet)    ${secure.url}`);
    siteDir = await prepareDemoSite(demoDist, {
      apiUrl: services.url,
      nodeUrl: anvil.url,
      relayUrl: relay.url,
      secureSiteUrl: secure.url,
      solanaUrl: solana.url,
    });
    demo = await startStaticServer({
      root: siteDir,
      host,
      port: ports.demo,
      name: 'demo',
      // The demo and the standalone page again under a strict Content-Security-Policy (README).
      strictCsp: {
        pages: { 'csp.html': 'index.html', 'standalone-csp.html': 'standalone.html' },
        sources: { apiUrl: services.url, relayUrl: relay.url, secureSiteUrl: secure.url, connectUrls: [anvil.url, solana.url] },
      },
    });
    log(`Demo                             ${demo.url}`);
    return {
      urls: { demo: demo.url, api: services.url, anvil: anvil.url, secure: secure.url, relay: relay.url, solana: solana.url },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/**
 * A served copy of the demo build with its runtime endpoints written into
 * `demo-config.js`, so one build works on any ports.
 */
export async function prepareDemoSite(
  demoDist: string,
  endpoints: { apiUrl: string; nodeUrl: string; relayUrl: string; secureSiteUrl: string; solanaUrl: string },
): Promise<string> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'foyer-demo-'));
  await cp(demoDist, siteDir, {
    recursive: true,
    filter: (source) => path.relative(demoDist, source).split(path.sep)[0] !== 'types',
  });
  await writeFile(
    path.join(siteDir, 'demo-config.js'),
    `window.foyerDemoConfig = ${JSON.stringify(endpoints)};\n`,
  );
  return siteDir;
}

/** The `msg` of a pino JSON log line (the line itself when it is not one). */
function logMessage(line: string): string {
  try {
    const parsed = JSON.parse(line) as { msg?: unknown };
    return typeof parsed.msg === 'string' ? parsed.msg : line.trim();
  } catch {
    return line.trim();
  }
}

export async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json()) as { ok?: unknown };
      if (response.ok && body.ok === true) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not report healthy within ${HEALTH_TIMEOUT_MS} ms (${lastError})`);
}
