import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { AuthThrottleRepository } from '../db/AuthThrottleRepository.js';
import { EmailOtpRepository } from '../db/EmailOtpRepository.js';
import { EmailUpdateRepository } from '../db/EmailUpdateRepository.js';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { isPostgresUrl, openDatabase } from '../db/openDatabase.js';
import { ProjectRepository } from '../db/ProjectRepository.js';
import { seedProjects } from '../db/seedProjects.js';
import { WalletDeviceRepository } from '../db/WalletDeviceRepository.js';
import { WalletSessionRepository } from '../db/WalletSessionRepository.js';
import { WalletUserRepository } from '../db/WalletUserRepository.js';
import { ConfigError } from '../errors/ConfigError.js';
import { errorMessage } from '../errors/errorMessage.js';
import { fastifyTrustProxy } from '../http/fastifyTrustProxy.js';
import { findRepoRoot } from '../options/findRepoRoot.js';
import { connectRedis, type RedisClient } from '../redis/connectRedis.js';
import { EmailLoginService } from './auth/EmailLoginService.js';
import { LoginThrottles } from './auth/LoginThrottles.js';
import { scheduleLoginPurge } from './auth/scheduleLoginPurge.js';
import { sessionRequestOf } from './auth/sessionRequestOf.js';
import { SessionService } from './auth/SessionService.js';
import { UserProvisioner } from './auth/UserProvisioner.js';
import { resolveSecret, type ResolvedSecret } from './crypto/resolveSecret.js';
import { FarcasterChannels } from './farcaster/FarcasterChannels.js';
import { guardDevOnlyRoutes } from './http/guardDevOnlyRoutes.js';
import { guardSameOrigin } from './http/guardSameOrigin.js';
import { guardSecureSiteHost } from './http/guardSecureSiteHost.js';
import { assertKekFingerprint } from './keys/assertKekFingerprint.js';
import { registerRateLimits } from './http/registerRateLimits.js';
import { resolveSecureSiteLimits } from './http/secureSiteLimits.js';
import { registerSecureErrorHandling } from './http/registerSecureErrorHandling.js';
import { createSmtpMailer } from './mail/createSmtpMailer.js';
import { DevMailbox } from './mail/DevMailbox.js';
import type { Mailer } from './mail/Mailer.js';
import { OtpService } from './otp/OtpService.js';
import { ProjectOrigins } from './ProjectOrigins.js';
import type { ResolvedSecureSiteOptions } from './resolveSecureSiteOptions.js';
import { registerDevMailboxRoutes } from './routes/registerDevMailboxRoutes.js';
import { registerEmailRoutes } from './routes/registerEmailRoutes.js';
import { registerFarcasterRoutes } from './routes/registerFarcasterRoutes.js';
import { registerFrameRoutes } from './routes/registerFrameRoutes.js';
import { registerSocialRoutes } from './routes/registerSocialRoutes.js';
import { registerWalletRoutes } from './routes/registerWalletRoutes.js';
import { registerApprovalRoutes } from './routes/registerApprovalRoutes.js';
import { SocialLoginService } from './social/SocialLoginService.js';
import { EmbeddedRpc } from './rpc/EmbeddedRpc.js';
import { ApprovalStore } from './approvals/ApprovalStore.js';
import { MemoryRecordStore } from './state/MemoryRecordStore.js';
import type { RecordStore } from './state/RecordStore.js';
import { RecordSeal } from './state/RecordSeal.js';
import { RedisRecordStore } from './state/RedisRecordStore.js';
import type { SecureSiteContext } from './SecureSiteContext.js';

/** The directory of an SQLite file, `<repo>/.foyer` for PostgreSQL, nothing for `:memory:`. */
function databaseDir(database: string): string | undefined {
  if (database === ':memory:') return undefined;
  return isPostgresUrl(database) ? path.join(findRepoRoot(), '.foyer') : path.dirname(path.resolve(database));
}

/**
 * Where a development secret lives: `dev-secrets/` beside the database (a copy of the database file alone never
 * carries the key that decrypts it), with the file older versions kept beside the database as `legacy`.
 */
function devSecretFiles(database: string, name: string): { file: string | undefined; legacy: string | undefined } {
  const dir = databaseDir(database);
  return dir === undefined ? { file: undefined, legacy: undefined } : { file: path.join(dir, 'dev-secrets', name), legacy: path.join(dir, name) };
}

function describeSecret(secret: ResolvedSecret, variable: string): string | undefined {
  if (secret.source === 'configured') return undefined;
  return secret.source === 'dev-file'
    ? `${variable} is not set: using the DEVELOPMENT key stored in ${secret.file}. Set ${variable} (32 bytes, base64) in production.`
    : `${variable} is not set: using a random DEVELOPMENT key for this process only (in-memory database). Set ${variable} in production.`;
}

/**
 * The secure site as a Fastify instance, not yet listening: frame page, its JSON API, dev mailbox, LOCAL identity
 * provider, Farcaster channel. `siteUrl()` must return the public base URL once known (it is used for links).
 */
export async function buildSecureSite(options: ResolvedSecureSiteOptions, siteUrl: () => string): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Query strings carry one-time tokens (device links, OAuth codes): log paths only.
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }),
      },
    },
    bodyLimit: 1_048_576,
    // Behind a reverse proxy: the forwarded host and protocol (the Host check and the logs use them).
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // close() cuts held long-polls and keep-alive sockets at once instead of waiting for them (up to keepAliveTimeout).
    forceCloseConnections: true,
  });
  const { db } = await openDatabase(options.database, (error) => app.log.error({ errorMessage: error.message }, 'database connection error'));
  app.addHook('onClose', async () => db.destroy());

  let smtpMailer: ReturnType<typeof createSmtpMailer> | undefined;
  try {
    await migrateToLatest(db);
    // Demo projects and generated keys exist only in development mode (production options require FOYER_KEK and the pepper).
    if (options.dev) await seedProjects(new ProjectRepository(db));

    const kekFiles = options.dev ? devSecretFiles(options.database, 'secure-site-kek.dev') : { file: undefined, legacy: undefined };
    const pepperFiles = options.dev ? devSecretFiles(options.database, 'secure-site-otp-pepper.dev') : { file: undefined, legacy: undefined };
    const kek = resolveSecret(options.kek, 'FOYER_KEK', kekFiles.file, kekFiles.legacy);
    const pepper = resolveSecret(options.otpPepper, 'FOYER_OTP_PEPPER', pepperFiles.file, pepperFiles.legacy);
    await assertKekFingerprint(db, kek.key, 'FOYER_KEK');
    for (const notice of [describeSecret(kek, 'FOYER_KEK'), describeSecret(pepper, 'FOYER_OTP_PEPPER')]) {
      if (notice) app.log.warn(notice);
    }

    const devMailbox = options.dev && options.smtp === undefined && options.allowDevMailbox ? new DevMailbox() : undefined;
    if (options.smtp !== undefined) smtpMailer = createSmtpMailer(options.smtp);
    const mailer: Mailer = smtpMailer ?? devMailbox ?? { send: async () => app.log.warn('no SMTP server and no dev mailbox: e-mail dropped') };
    if (devMailbox) app.log.warn('No SMTP server configured: e-mails go to the development mailbox at GET /dev/mailbox?to=<email>');

    let redis: RedisClient | undefined;
    // In-flight records (approvals, social logins, Farcaster channels, sendCalls outcomes): shared through Redis when
    // it is configured, so any instance can finish what another one started.
    let records: RecordStore = new MemoryRecordStore();
    if (options.redisUrl !== undefined) {
      const onRedisError = (error: unknown) => app.log.warn({ errorMessage: errorMessage(error) }, 'Redis error');
      const connected = await connectRedis(options.redisUrl, onRedisError, { queueWhileOffline: false }).catch((error: unknown) => {
        throw new ConfigError(`Cannot reach Redis at ${options.redisUrl} for the secure site: ${errorMessage(error)}`, { cause: error });
      });
      redis = connected;
      app.addHook('onClose', async () => void (await connected.close().catch(() => undefined)));
      // Sealed under a key derived from the KEK, which Redis never sees: a record written there by anyone else is refused.
      const onRefused = (kind: string) => app.log.warn({ kind }, 'a shared-state record from Redis failed its integrity check and was refused');
      const shared = await RedisRecordStore.connect(connected, onRedisError, { seal: RecordSeal.fromSecret(kek.key), onRefused });
      app.addHook('onClose', shared.close);
      records = shared.store;
    }

    const users = new WalletUserRepository(db);
    const limits = resolveSecureSiteLimits(options.limits);
    const origins = new ProjectOrigins(options.apiUrl);
    const sessions = new SessionService(new WalletSessionRepository(db), users, { origins });
    const provisioner = new UserProvisioner(users, kek.key);
    const otp = new OtpService({ repository: new EmailOtpRepository(db), pepper: pepper.key, maxAttempts: limits.otpMaxAttempts, cooldownMs: limits.codeCooldownMs });
    const throttles = new LoginThrottles(new AuthThrottleRepository(db), limits);
    const context: SecureSiteContext = {
      siteUrl,
      frameDir: options.frameDir,
      users,
      sessions,
      provisioner,
      emailLogin: new EmailLoginService({
        users,
        devices: new WalletDeviceRepository(db),
        otp,
        mailer,
        sessions,
        provisioner,
        throttles,
        emailUpdates: new EmailUpdateRepository(db),
        siteUrl: siteUrl(),
        deviceLinkTtlMs: limits.deviceLinkTtlMs,
      }),
      social: new SocialLoginService({ siteUrl: siteUrl(), oidc: options.oidc, providers: options.socialProviders, localIdp: options.dev, store: records }),
      farcaster: new FarcasterChannels(siteUrl, { farcaster: options.farcaster, store: records }),
      rpc: new EmbeddedRpc({ kek: kek.key, rpcUrl: options.rpcUrl, chainId: options.chainId, store: records }),
      origins,
      devMailbox,
      authenticate: (request) => sessions.authenticate(sessionRequestOf(request)),
    };

    registerSecureErrorHandling(app);
    guardSecureSiteHost(app, options.host, options.publicUrl);
    guardSameOrigin(app, () => new URL(siteUrl()).origin);
    if (options.dev) guardDevOnlyRoutes(app, options.trustProxy !== false);
    // Before every route: the limiter attaches to routes declared after it.
    await registerRateLimits(app, limits, redis);
    const stopPurge = scheduleLoginPurge(db, limits, (error) => app.log.error({ errorMessage: error instanceof Error ? error.message : String(error) }, 'purge failed'));
    app.addHook('onClose', async () => stopPurge());
    app.get('/health', async () => ({ ok: true }));
    registerFrameRoutes(app, context);
    registerEmailRoutes(app, context);
    registerWalletRoutes(app, context);
    registerApprovalRoutes(app, context, new ApprovalStore({ store: records }));
    registerSocialRoutes(app, context);
    registerFarcasterRoutes(app, context);
    if (devMailbox) registerDevMailboxRoutes(app, devMailbox);
    app.addHook('onClose', async () => smtpMailer?.close());
  } catch (error) {
    smtpMailer?.close();
    await app.close();
    throw error;
  }
  return app;
}
