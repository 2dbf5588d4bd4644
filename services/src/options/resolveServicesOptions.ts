import path from 'node:path';
import { DEFAULT_NAME_SUFFIX, DEFAULT_PORTS } from '@foyer/kernel';
import type { ApiLimitsOverrides } from '../api/apiLimits.js';
import { ConfigError } from '../errors/ConfigError.js';
import { findRepoRoot } from './findRepoRoot.js';
import { resolveDevMode } from './resolveDevMode.js';
import { resolveTrustProxy, type TrustProxy, type TrustProxyOption } from './resolveTrustProxy.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_API_PORT = DEFAULT_PORTS.api;
export const DEFAULT_ANVIL_PORT = DEFAULT_PORTS.anvil;
/** CAIP-2 id of the local EVM dev chain. */
export const DEV_CHAIN_ID = 'eip155:31337';

/** Options of `buildApi` / `startServices`; each falls back to its environment variable, then to the default. */
export type ServicesOptions = {
  /** Interface to bind (`FOYER_HOST`, default 127.0.0.1). */
  host?: string;
  /** Port to bind (`FOYER_API_PORT`, default 3010; 0 picks a free one). */
  port?: number;
  /** PostgreSQL URL, SQLite file or `:memory:` (`DATABASE_URL`, then `FOYER_DB_FILE`, default `<repo>/.foyer/foyer.db`). */
  database?: string;
  /**
   * The proxies in front (`FOYER_TRUST_PROXY`: their addresses/CIDRs, comma-separated, or a hop count; see
   * `resolveTrustProxy`); default none. Per-address limits then count the client's address (X-Forwarded-For), not the
   * proxy's. Trusting every hop (`true`) is refused: the client would choose its address.
   */
  trustProxy?: TrustProxyOption;
  /** Redis (`REDIS_URL`): rate limits are counted there, shared by every API instance using it (default: in memory). */
  redisUrl?: string;
  /** JSON-RPC URL of the dev chain eip155:31337 (`FOYER_ANVIL_URL`, default http://127.0.0.1:`FOYER_ANVIL_PORT`). */
  rpcUrl?: string;
  /** More EVM chains for the chain data service: CAIP-2 id -> JSON-RPC URL. */
  chains?: Readonly<Record<string, string>>;
  /** The wallet catalogue (`FOYER_WALLETS_FILE`, default `../shared/data/wallets.json` beside the repository). */
  walletsFile?: string;
  /** Directory holding `<feature>/dist` of each remote (default `<repo>/remotes`). */
  remotesDir?: string;
  /** The built dev web wallet served at `/wallet/` (default `<repo>/services/wallet-page/dist`). */
  walletPageDir?: string;
  /** Origins the demo page is served on, allowed by the seeded demo projects (`FOYER_DEMO_ORIGINS`, comma-separated). */
  demoOrigins?: readonly string[];
  /** Pino log level (`FOYER_LOG_LEVEL`, default warn). */
  logLevel?: LogLevel;
  /** JSON price table overriding the dev chains' default USD prices (`FOYER_PRICES_FILE`; see `loadPriceTable`). */
  pricesFile?: string;
  /** Suffix of registered account names, e.g. `.foyer.id` (`FOYER_NAMES_SUFFIX`, default `.foyer.id`). */
  namesSuffix?: string;
  /**
   * The deployment name registrations are signed for, e.g. the API's public host (`FOYER_NAMES_DOMAIN`); default: an
   * id made once per database. Two deployments sharing a suffix then refuse each other's registrations.
   */
  namesDomain?: string;
  /**
   * Development mode (`FOYER_DEV=1`; `npm start` and the e2e stack set it): seeds the demo projects and serves the
   * dev wallet page at `/wallet/`. Loopback hosts only. Default false (production).
   */
  dev?: boolean;
  /** Per-client rate limits, the names cap and analytics retention (default `DEFAULT_API_LIMITS`, read by `buildApi`); tests tighten or loosen them. */
  limits?: ApiLimitsOverrides;
};

export type ResolvedServicesOptions = {
  host: string;
  port: number;
  database: string;
  /** Redis URL, or undefined for in-memory rate limits. */
  redisUrl: string | undefined;
  trustProxy: TrustProxy;
  /** Every served EVM chain, CAIP-2 id -> JSON-RPC URL, the dev chain included. */
  chains: Readonly<Record<string, string>>;
  walletsFile: string;
  remotesDir: string;
  walletPageDir: string;
  demoOrigins: readonly string[];
  logLevel: LogLevel;
  /** Absolute path of the price table file, or undefined for the dev chains' defaults only. */
  pricesFile: string | undefined;
  /** Lower-case, with its leading dot. */
  namesSuffix: string;
  /** Undefined: the database's deployment id (`resolveNamesDomain`). */
  namesDomain: string | undefined;
  dev: boolean;
};

type Env = Readonly<Record<string, string | undefined>>;

/** A TCP port from an environment variable or option, or a one-line `ConfigError`. */
export function parsePort(value: string | number, name: string): number {
  const port = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got '${value}'`);
  }
  return port;
}

function parseLogLevel(value: string, name: string): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) throw new ConfigError(`${name} must be one of ${LOG_LEVELS.join(', ')}, got '${value}'`);
  return level;
}

// One or more DNS labels, each after a dot: `.foyer.id`.
const NAMES_SUFFIX = /^(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

function parseNamesSuffix(value: string, name: string): string {
  const suffix = value.trim().toLowerCase();
  if (!NAMES_SUFFIX.test(suffix) || suffix.length > 128) {
    throw new ConfigError(`${name} must be a dot followed by DNS labels, e.g. '${DEFAULT_NAME_SUFFIX}', got '${value}'`);
  }
  return suffix;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function optionalPath(file: string | undefined): string | undefined {
  return file === undefined ? undefined : path.resolve(file);
}

function defaultDatabase(env: Env, repoRoot: () => string): string {
  const url = nonEmpty(env.DATABASE_URL);
  if (url) return url;
  const file = nonEmpty(env.FOYER_DB_FILE);
  if (file) return file === ':memory:' ? file : path.resolve(file);
  return path.join(repoRoot(), '.foyer', 'foyer.db');
}

function defaultRpcUrl(env: Env): string {
  const url = nonEmpty(env.FOYER_ANVIL_URL);
  if (url) return url;
  const port = nonEmpty(env.FOYER_ANVIL_PORT);
  return `http://${DEFAULT_HOST}:${port === undefined ? DEFAULT_ANVIL_PORT : parsePort(port, 'FOYER_ANVIL_PORT')}`;
}

/** Fills every option from the environment and the defaults; throws `ConfigError` on invalid values. */
export function resolveServicesOptions(options: ServicesOptions = {}, env: Env = process.env): ResolvedServicesOptions {
  let cachedRoot: string | undefined;
  const repoRoot = (): string => (cachedRoot ??= findRepoRoot());
  const envPort = nonEmpty(env.FOYER_API_PORT);
  const envLogLevel = nonEmpty(env.FOYER_LOG_LEVEL);
  const envWallets = nonEmpty(env.FOYER_WALLETS_FILE);
  const envNamesSuffix = nonEmpty(env.FOYER_NAMES_SUFFIX);

  const host = options.host ?? nonEmpty(env.FOYER_HOST) ?? DEFAULT_HOST;
  return {
    host,
    port:
      options.port !== undefined
        ? parsePort(options.port, 'port')
        : envPort !== undefined
          ? parsePort(envPort, 'FOYER_API_PORT')
          : DEFAULT_API_PORT,
    database: options.database ?? defaultDatabase(env, repoRoot),
    redisUrl: options.redisUrl ?? nonEmpty(env.REDIS_URL),
    trustProxy: resolveTrustProxy(options.trustProxy, env),
    chains: { [DEV_CHAIN_ID]: options.rpcUrl ?? defaultRpcUrl(env), ...options.chains },
    walletsFile: path.resolve(
      options.walletsFile ?? envWallets ?? path.join(repoRoot(), '..', 'shared', 'data', 'wallets.json'),
    ),
    remotesDir: path.resolve(options.remotesDir ?? path.join(repoRoot(), 'remotes')),
    walletPageDir: path.resolve(options.walletPageDir ?? path.join(repoRoot(), 'services', 'wallet-page', 'dist')),
    demoOrigins: options.demoOrigins ?? (env.FOYER_DEMO_ORIGINS?.split(',').map((item) => item.trim()).filter(Boolean) ?? []),
    logLevel: options.logLevel ?? (envLogLevel ? parseLogLevel(envLogLevel, 'FOYER_LOG_LEVEL') : 'warn'),
    pricesFile: optionalPath(options.pricesFile ?? nonEmpty(env.FOYER_PRICES_FILE)),
    namesSuffix:
      options.namesSuffix !== undefined
        ? parseNamesSuffix(options.namesSuffix, 'namesSuffix')
        : envNamesSuffix !== undefined
          ? parseNamesSuffix(envNamesSuffix, 'FOYER_NAMES_SUFFIX')
          : DEFAULT_NAME_SUFFIX,
    namesDomain: options.namesDomain ?? nonEmpty(env.FOYER_NAMES_DOMAIN),
    dev: resolveDevMode(options.dev, env, host),
  };
}
