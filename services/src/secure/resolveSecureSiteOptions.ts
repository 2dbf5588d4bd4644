import path from 'node:path';
import { DEFAULT_ENDPOINTS, DEFAULT_PORTS } from '@foyer/kernel';
import { ConfigError } from '../errors/ConfigError.js';
import { assertProtectedRedisUrl } from '../redis/assertProtectedRedisUrl.js';
import { findRepoRoot } from '../options/findRepoRoot.js';
import { DEFAULT_HOST, parsePort, type LogLevel } from '../options/resolveServicesOptions.js';
import { resolveTrustProxy, type TrustProxy, type TrustProxyOption } from '../options/resolveTrustProxy.js';
import type { SecureSiteLimitsOverrides } from './http/secureSiteLimits.js';
import type { SmtpOptions } from './mail/Mailer.js';
import type { OidcConfig } from './social/oidcConfig.js';
import { resolveDevMode } from '../options/resolveDevMode.js';
import type { PopupSocialProvider } from '@foyer/kernel/frame';
import { resolvePublicUrl } from './resolvePublicUrl.js';
import { POPUP_SOCIAL_PROVIDERS } from './social/popupSocialProviders.js';
import { readOidcSettings, requiredOidcVariables } from './social/readOidcSettings.js';
import { resolveFarcasterOptions, type FarcasterOptions } from './farcaster/resolveFarcasterOptions.js';

export const DEFAULT_SECURE_PORT = DEFAULT_PORTS.secure;

/** Options of `startSecureSite`; each falls back to its environment variable, then to the default. */
export type SecureSiteOptions = {
  /** `FOYER_HOST`, default 127.0.0.1. */
  host?: string;
  /** `FOYER_SECURE_PORT`, default 3020 (0 picks a free one). */
  port?: number;
  /** PostgreSQL URL, SQLite file or `:memory:` (`DATABASE_URL`, then `FOYER_DB_FILE`, default `<repo>/.foyer/foyer.db`). */
  database?: string;
  /** Redis (`REDIS_URL`): per-IP rate limits are counted there, shared by every instance using it (default: in memory). */
  redisUrl?: string;
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
  /** Serve `/dev/mailbox` when no SMTP is configured, in development mode only (default true). */
  allowDevMailbox?: boolean;
  /**
   * Development mode (`FOYER_DEV=1`; `npm start` and the e2e stack set it), loopback hosts only: the LOCAL identity
   * provider, `/dev/mailbox`, generated dev keys. Default false: production, which refuses to start without
   * `publicUrl`, `kek`, `otpPepper`, `smtp` and the OIDC settings of every enabled social provider.
   */
  dev?: boolean;
  /** The site's public origin (`FOYER_SECURE_PUBLIC_URL`): origin checks, mailed links, OAuth redirect_uri, SIWF domain. */
  publicUrl?: string;
  /** The proxies in front (`FOYER_TRUST_PROXY`: addresses/CIDRs, comma-separated, or a hop count); default none. */
  trustProxy?: TrustProxyOption;
  /**
   * Popup social providers offered (`FOYER_SOCIAL_PROVIDERS`, comma-separated). Production: each needs its
   * `FOYER_OIDC_*` settings, default the configured ones. Development: default all (LOCAL provider for the rest).
   */
  socialProviders?: readonly PopupSocialProvider[];
  /** Rate limits, lockouts and caps (default `DEFAULT_SECURE_SITE_LIMITS`); tests tighten or loosen them. */
  limits?: SecureSiteLimitsOverrides;
  /**
   * Farcaster's IdRegistry, which proves that a sign-in's custody key owns its fid (`FOYER_FARCASTER_ID_REGISTRY`,
   * `FOYER_FARCASTER_RPC_URL`, `FOYER_FARCASTER_CHAIN_ID`). Without one, or with `false`, Farcaster sign-in is off.
   */
  farcaster?: FarcasterOptions | false;
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

export type ResolvedSecureSiteOptions = Required<
  Omit<SecureSiteOptions, 'kek' | 'otpPepper' | 'smtp' | 'logStream' | 'farcaster' | 'publicUrl' | 'redisUrl' | 'trustProxy'>
> &
  Pick<SecureSiteOptions, 'kek' | 'otpPepper' | 'smtp' | 'logStream' | 'publicUrl' | 'redisUrl'> & { farcaster: FarcasterOptions | undefined; trustProxy: TrustProxy };

function parseSocialProviders(value: string | undefined): PopupSocialProvider[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .map((item) => {
      const provider = POPUP_SOCIAL_PROVIDERS.find((candidate) => candidate === item);
      if (provider === undefined) throw new ConfigError(`FOYER_SOCIAL_PROVIDERS: unknown provider '${item}' (one of ${POPUP_SOCIAL_PROVIDERS.join(', ')})`);
      return provider;
    });
}

/**
 * Production settings still missing, by variable name (empty in development mode or when complete).
 * One list, so the operator fixes everything from a single error line.
 */
function missingProductionSettings(
  resolved: Pick<ResolvedSecureSiteOptions, 'kek' | 'otpPepper' | 'smtp' | 'publicUrl' | 'oidc' | 'socialProviders'>,
  incomplete: Partial<Record<PopupSocialProvider, string[]>>,
): string[] {
  const missing: string[] = [];
  if (resolved.publicUrl === undefined) missing.push('FOYER_SECURE_PUBLIC_URL');
  if (resolved.kek === undefined) missing.push('FOYER_KEK');
  if (resolved.otpPepper === undefined) missing.push('FOYER_OTP_PEPPER');
  if (resolved.smtp === undefined) missing.push('FOYER_SMTP_HOST + FOYER_SMTP_FROM');
  for (const provider of resolved.socialProviders) {
    if (resolved.oidc[provider] === undefined) missing.push(...(incomplete[provider] ?? requiredOidcVariables(provider)));
  }
  return missing;
}

/** Fills every option from the environment and the defaults; throws `ConfigError` on invalid values. */
export function resolveSecureSiteOptions(options: SecureSiteOptions, env: Env = process.env): ResolvedSecureSiteOptions {
  let root: string | undefined;
  const repoRoot = () => (root ??= findRepoRoot());
  const envPort = nonEmpty(env.FOYER_SECURE_PORT);
  const anvilPort = nonEmpty(env.FOYER_ANVIL_PORT) ?? String(DEFAULT_PORTS.anvil);
  const kek = options.kek ?? nonEmpty(env.FOYER_KEK);
  const otpPepper = options.otpPepper ?? nonEmpty(env.FOYER_OTP_PEPPER);
  const smtp = options.smtp ?? smtpFromEnv(env);
  const host = options.host ?? nonEmpty(env.FOYER_HOST) ?? DEFAULT_HOST;
  const dev = resolveDevMode(options.dev, env, host);
  const redisUrl = options.redisUrl ?? nonEmpty(env.REDIS_URL);
  const publicUrlSetting = options.publicUrl ?? nonEmpty(env.FOYER_SECURE_PUBLIC_URL);
  const publicUrl = publicUrlSetting === undefined ? undefined : resolvePublicUrl(publicUrlSetting);
  const oidcSettings = options.oidc !== undefined ? { config: options.oidc, incomplete: {} } : readOidcSettings(env);
  const oidc = oidcSettings.config;
  const chosenProviders = options.socialProviders ?? parseSocialProviders(nonEmpty(env.FOYER_SOCIAL_PROVIDERS));
  // Half-configured providers are a typo, never a silent fall-back to the LOCAL identity provider.
  const socialProviders = chosenProviders ?? (dev ? POPUP_SOCIAL_PROVIDERS : POPUP_SOCIAL_PROVIDERS.filter((p) => oidc[p] !== undefined || oidcSettings.incomplete[p] !== undefined));
  const halfConfigured = socialProviders.flatMap((provider) => (oidc[provider] === undefined ? (oidcSettings.incomplete[provider] ?? []) : []));
  if (halfConfigured.length > 0) throw new ConfigError(`Incomplete OIDC settings: ${halfConfigured.join(', ')} missing`);
  if (!dev) {
    const missing = missingProductionSettings({ kek, otpPepper, smtp, publicUrl, oidc, socialProviders }, oidcSettings.incomplete);
    if (missing.length > 0) {
      throw new ConfigError(
        `Production mode (FOYER_DEV is not set) needs ${missing.join(', ')}; set them, or run on loopback with FOYER_DEV=1 for development`,
      );
    }
  }
  // Records shared through Redis are sealed, but a Redis open to the network is still everyone's to flush or fill.
  if (!dev && redisUrl !== undefined) assertProtectedRedisUrl(redisUrl, 'REDIS_URL');
  const rpcUrl = options.rpcUrl ?? nonEmpty(env.FOYER_ANVIL_URL) ?? `http://${DEFAULT_HOST}:${parsePort(anvilPort, 'FOYER_ANVIL_PORT')}`;
  const chainId = options.chainId ?? 31337;
  return {
    host,
    dev,
    trustProxy: resolveTrustProxy(options.trustProxy, env),
    socialProviders,
    port: options.port !== undefined ? parsePort(options.port, 'port') : envPort ? parsePort(envPort, 'FOYER_SECURE_PORT') : DEFAULT_SECURE_PORT,
    database:
      options.database ?? nonEmpty(env.DATABASE_URL) ?? nonEmpty(env.FOYER_DB_FILE) ?? path.join(repoRoot(), '.foyer', 'foyer.db'),
    rpcUrl,
    chainId,
    farcaster: resolveFarcasterOptions(options.farcaster, env, { rpcUrl, chainId }, dev),
    apiUrl: options.apiUrl ?? nonEmpty(env.FOYER_API_URL) ?? DEFAULT_ENDPOINTS.api,
    allowDevMailbox: options.allowDevMailbox ?? true,
    limits: options.limits ?? {},
    oidc,
    frameDir: options.frameDir ?? path.join(repoRoot(), 'services', 'frame', 'dist'),
    logLevel: options.logLevel ?? ((nonEmpty(env.FOYER_LOG_LEVEL) as LogLevel | undefined) ?? 'warn'),
    ...(kek !== undefined ? { kek } : {}),
    ...(otpPepper !== undefined ? { otpPepper } : {}),
    ...(smtp !== undefined ? { smtp } : {}),
    ...(publicUrl !== undefined ? { publicUrl } : {}),
    ...(redisUrl !== undefined ? { redisUrl } : {}),
    ...(options.logStream !== undefined ? { logStream: options.logStream } : {}),
  };
}
