import path from 'node:path';
import { DEFAULT_ENDPOINTS } from '@foyer/kernel';
import { ConfigError } from '../errors/ConfigError.js';
import { findRepoRoot } from '../options/findRepoRoot.js';
import { DEFAULT_HOST, parsePort, type LogLevel } from '../options/resolveServicesOptions.js';
import type { SmtpOptions } from './mail/Mailer.js';
import { readOidcConfig, type OidcConfig } from './social/oidcConfig.js';

export const DEFAULT_SECURE_PORT = 3020;

/** Options of `startSecureSite`; each falls back to its environment variable, then to the default. */
export type SecureSiteOptions = {
  /** `FOYER_HOST`, default 127.0.0.1. */
  host?: string;
  /** `FOYER_SECURE_PORT`, default 3020 (0 picks a free one). */
  port?: number;
  /** PostgreSQL URL, SQLite file or `:memory:` (`DATABASE_URL`, then `FOYER_DB_FILE`, default `<repo>/.foyer/foyer.db`). */
  database?: string;
  /** JSON-RPC URL of the dev chain (anvil); safe RPC goes there and signed transactions are sent there. */
  rpcUrl?: string;
  /** EVM chain id served by `rpcUrl` (default 31337). */
  chainId?: number;
  /** Services API base URL (allowed origins), default http://127.0.0.1:3010. */
  apiUrl?: string;
  /** Key-encryption key, 32 bytes base64 (`FOYER_KEK`). Without it a development key is generated and kept beside the database. */
  kek?: string;
  /** OTP pepper, 32 bytes base64 (`FOYER_OTP_PEPPER`); same development fallback as the KEK. */
  otpPepper?: string;
  /** SMTP server (`FOYER_SMTP_HOST`, `_PORT`, `_USER`, `_PASSWORD`, `_FROM`, `_SECURE`); without it, the dev mailbox. */
  smtp?: SmtpOptions;
  /** Serve `/dev/mailbox` when no SMTP is configured (default true). */
  allowDevMailbox?: boolean;
  /** OIDC client settings per provider (default: `FOYER_OIDC_*` from the environment). */
  oidc?: OidcConfig;
  /** Where the bundled frame code lives (default `<repo>/services/frame/dist`). */
  frameDir?: string;
  /** `FOYER_LOG_LEVEL`, default warn. */
  logLevel?: LogLevel;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: { write(line: string): void };
};

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function smtpFromEnv(env: Env): SmtpOptions | undefined {
  const host = nonEmpty(env.FOYER_SMTP_HOST);
  if (host === undefined) return undefined;
  const from = nonEmpty(env.FOYER_SMTP_FROM);
  if (from === undefined) throw new ConfigError('FOYER_SMTP_FROM is required when FOYER_SMTP_HOST is set');
  const user = nonEmpty(env.FOYER_SMTP_USER);
  const password = nonEmpty(env.FOYER_SMTP_PASSWORD);
  return {
    host,
    port: parsePort(nonEmpty(env.FOYER_SMTP_PORT) ?? '587', 'FOYER_SMTP_PORT'),
    from,
    ...(user !== undefined ? { user } : {}),
    ...(password !== undefined ? { password } : {}),
    ...(env.FOYER_SMTP_SECURE !== undefined ? { secure: env.FOYER_SMTP_SECURE === 'true' } : {}),
  };
}

export type ResolvedSecureSiteOptions = Required<Omit<SecureSiteOptions, 'kek' | 'otpPepper' | 'smtp' | 'logStream'>> &
  Pick<SecureSiteOptions, 'kek' | 'otpPepper' | 'smtp' | 'logStream'>;

/** Fills every option from the environment and the defaults; throws `ConfigError` on invalid values. */
export function resolveSecureSiteOptions(options: SecureSiteOptions, env: Env = process.env): ResolvedSecureSiteOptions {
  let root: string | undefined;
  const repoRoot = () => (root ??= findRepoRoot());
  const envPort = nonEmpty(env.FOYER_SECURE_PORT);
  const anvilPort = nonEmpty(env.FOYER_ANVIL_PORT) ?? '8545';
  const kek = options.kek ?? nonEmpty(env.FOYER_KEK);
  const otpPepper = options.otpPepper ?? nonEmpty(env.FOYER_OTP_PEPPER);
  const smtp = options.smtp ?? smtpFromEnv(env);
  return {
    host: options.host ?? nonEmpty(env.FOYER_HOST) ?? DEFAULT_HOST,
    port: options.port !== undefined ? parsePort(options.port, 'port') : envPort ? parsePort(envPort, 'FOYER_SECURE_PORT') : DEFAULT_SECURE_PORT,
    database:
      options.database ?? nonEmpty(env.DATABASE_URL) ?? nonEmpty(env.FOYER_DB_FILE) ?? path.join(repoRoot(), '.foyer', 'foyer.db'),
    rpcUrl: options.rpcUrl ?? nonEmpty(env.FOYER_ANVIL_URL) ?? `http://${DEFAULT_HOST}:${parsePort(anvilPort, 'FOYER_ANVIL_PORT')}`,
    chainId: options.chainId ?? 31337,
    apiUrl: options.apiUrl ?? nonEmpty(env.FOYER_API_URL) ?? DEFAULT_ENDPOINTS.api,
    allowDevMailbox: options.allowDevMailbox ?? true,
    oidc: options.oidc ?? readOidcConfig(env),
    frameDir: options.frameDir ?? path.join(repoRoot(), 'services', 'frame', 'dist'),
    logLevel: options.logLevel ?? ((nonEmpty(env.FOYER_LOG_LEVEL) as LogLevel | undefined) ?? 'warn'),
    ...(kek !== undefined ? { kek } : {}),
    ...(otpPepper !== undefined ? { otpPepper } : {}),
    ...(smtp !== undefined ? { smtp } : {}),
    ...(options.logStream !== undefined ? { logStream: options.logStream } : {}),
  };
}
