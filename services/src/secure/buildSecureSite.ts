import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { EmailOtpRepository } from '../db/EmailOtpRepository.js';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { isPostgresUrl, openDatabase } from '../db/openDatabase.js';
import { ProjectRepository } from '../db/ProjectRepository.js';
import { seedProjects } from '../db/seedProjects.js';
import { WalletDeviceRepository } from '../db/WalletDeviceRepository.js';
import { WalletSessionRepository } from '../db/WalletSessionRepository.js';
import { WalletUserRepository } from '../db/WalletUserRepository.js';
import { findRepoRoot } from '../options/findRepoRoot.js';
import { EmailLoginService } from './auth/EmailLoginService.js';
import { SessionService } from './auth/SessionService.js';
import { UserProvisioner } from './auth/UserProvisioner.js';
import { resolveSecret, type ResolvedSecret } from './crypto/resolveSecret.js';
import { FarcasterChannels } from './farcaster/FarcasterChannels.js';
import { guardSameOrigin } from './http/guardSameOrigin.js';
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
import { SocialLoginService } from './social/SocialLoginService.js';
import { EmbeddedRpc } from './rpc/EmbeddedRpc.js';
import type { SecureSiteContext } from './SecureSiteContext.js';

/** Where development secrets live: beside an SQLite file, under `<repo>/.foyer` for PostgreSQL, nowhere for `:memory:`. */
function devSecretFile(database: string, name: string): string | undefined {
  if (database === ':memory:') return undefined;
  const dir = isPostgresUrl(database) ? path.join(findRepoRoot(), '.foyer') : path.dirname(path.resolve(database));
  return path.join(dir, name);
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
  });
  const { db } = await openDatabase(options.database, (error) => app.log.error({ errorMessage: error.message }, 'database connection error'));
  app.addHook('onClose', async () => db.destroy());

  let smtpMailer: ReturnType<typeof createSmtpMailer> | undefined;
  try {
    await migrateToLatest(db);
    await seedProjects(new ProjectRepository(db));

    const kek = resolveSecret(options.kek, 'FOYER_KEK', devSecretFile(options.database, 'secure-site-kek.dev'));
    const pepper = resolveSecret(options.otpPepper, 'FOYER_OTP_PEPPER', devSecretFile(options.database, 'secure-site-otp-pepper.dev'));
    for (const notice of [describeSecret(kek, 'FOYER_KEK'), describeSecret(pepper, 'FOYER_OTP_PEPPER')]) {
      if (notice) app.log.warn(notice);
    }

    const devMailbox = options.smtp === undefined && options.allowDevMailbox ? new DevMailbox() : undefined;
    if (options.smtp !== undefined) smtpMailer = createSmtpMailer(options.smtp);
    const mailer: Mailer = smtpMailer ?? devMailbox ?? { send: async () => app.log.warn('no SMTP server and no dev mailbox: e-mail dropped') };
    if (devMailbox) app.log.warn('No SMTP server configured: e-mails go to the development mailbox at GET /dev/mailbox?to=<email>');

    const users = new WalletUserRepository(db);
    const sessions = new SessionService(new WalletSessionRepository(db), users);
    const provisioner = new UserProvisioner(users, kek.key);
    const otp = new OtpService({ repository: new EmailOtpRepository(db), pepper: pepper.key });
    const context: SecureSiteContext = {
      siteUrl,
      frameDir: options.frameDir,
      users,
      sessions,
      provisioner,
      emailLogin: new EmailLoginService({ users, devices: new WalletDeviceRepository(db), otp, mailer, sessions, provisioner, siteUrl: siteUrl() }),
      social: new SocialLoginService(siteUrl(), options.oidc),
      farcaster: new FarcasterChannels(siteUrl()),
      rpc: new EmbeddedRpc({ kek: kek.key, rpcUrl: options.rpcUrl, chainId: options.chainId }),
      origins: new ProjectOrigins(options.apiUrl),
      devMailbox,
      pendingEmailUpdates: new Map(),
      authenticate: (request) => sessions.authenticate(request.headers.authorization),
    };

    registerSecureErrorHandling(app);
    guardSameOrigin(app, () => new URL(siteUrl()).origin);
    app.get('/health', async () => ({ ok: true }));
    registerFrameRoutes(app, context);
    registerEmailRoutes(app, context);
    registerWalletRoutes(app, context);
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
