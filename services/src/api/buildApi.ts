import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { AnalyticsEventRepository } from '../analytics/AnalyticsEventRepository.js';
import { registerAnalyticsRoutes } from '../analytics/registerAnalyticsRoutes.js';
import { loadWalletCatalogue } from '../catalogue/loadWalletCatalogue.js';
import { registerCatalogueRoutes } from '../catalogue/registerCatalogueRoutes.js';
import { registerImageRoutes } from '../catalogue/registerImageRoutes.js';
import { createChainRegistry } from '../chain/createChainRegistry.js';
import { loadPriceTable } from '../chain/prices/loadPriceTable.js';
import { registerChainRoutes } from '../chain/registerChainRoutes.js';
import { registerConvertRoutes } from '../convert/registerConvertRoutes.js';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { isPostgresUrl, openDatabase } from '../db/openDatabase.js';
import { ConfigError } from '../errors/ConfigError.js';
import { errorMessage } from '../errors/errorMessage.js';
import { connectRedis, type RedisClient } from '../redis/connectRedis.js';
import { ProjectRepository } from '../db/ProjectRepository.js';
import { schedulePurge } from '../db/schedulePurge.js';
import { seedProjects } from '../db/seedProjects.js';
import { registerHistoryRoutes } from '../history/registerHistoryRoutes.js';
import { ActivityRepository } from '../indexer/ActivityRepository.js';
import { startIndexers } from '../indexer/startIndexers.js';
import { registerNftRoutes } from '../nfts/registerNftRoutes.js';
import { registerProfileRoutes } from '../profile/registerProfileRoutes.js';
import { resolveNamesDomain } from '../profile/resolveNamesDomain.js';
import { devOnrampProviders, registerOnrampRoutes } from '../onramp/registerOnrampRoutes.js';
import { fastifyTrustProxy } from '../http/fastifyTrustProxy.js';
import { handleFrameworkError, registerErrorHandling } from '../http/registerErrorHandling.js';
import { resolveApiLimits } from './apiLimits.js';
import { guardApiHost } from './guardApiHost.js';
import { registerApiRateLimits } from './registerApiRateLimits.js';
import { resolveServicesOptions, type ServicesOptions } from '../options/resolveServicesOptions.js';
import { registerRemotesRoutes } from '../remotes/registerRemotesRoutes.js';
import { registerWalletPageRoutes } from '../walletPage/registerWalletPageRoutes.js';
import { registerRpcProxyRoutes } from '../rpcProxy/registerRpcProxyRoutes.js';
import { registerSessionRoutes } from '../sessions/registerSessionRoutes.js';

/**
 * The services HTTP API (catalogue, chain data, remotes, health) as a Fastify instance, not yet listening.
 * Loads the wallet catalogue, opens and migrates the database and seeds the demo projects first; closing
 * the instance closes the database.
 *
 * @example
 * const app = await buildApi({ database: ':memory:', logLevel: 'silent' });
 * await app.listen({ host: '127.0.0.1', port: 0 });
 */
export async function buildApi(options: ServicesOptions = {}): Promise<FastifyInstance> {
  const resolved = resolveServicesOptions(options);
  const catalogue = loadWalletCatalogue(resolved.walletsFile);
  const chains = createChainRegistry(resolved.chains);
  const prices = loadPriceTable(resolved.pricesFile);

  const app = Fastify({
    logger: { level: resolved.logLevel },
    frameworkErrors: handleFrameworkError,
    routerOptions: { maxParamLength: 256 },
    // Behind a reverse proxy: the client's address (rate limits) and the forwarded host (the Host check).
    trustProxy: fastifyTrustProxy(resolved.trustProxy),
  });
  const { db } = await openDatabase(resolved.database, (error) => app.log.error({ err: error }, 'database connection error'));
  app.addHook('onClose', async () => db.destroy());

  try {
    await migrateToLatest(db);
    let redis: RedisClient | undefined;
    if (resolved.redisUrl !== undefined) {
      redis = await connectRedis(resolved.redisUrl, (error) => app.log.warn({ err: error }, 'Redis error'), { queueWhileOffline: false }).catch((error: unknown) => {
        throw new ConfigError(`Cannot reach Redis at ${resolved.redisUrl} for the services API: ${errorMessage(error)}`, { cause: error });
      });
      const connected = redis;
      app.addHook('onClose', async () => void (await connected.close().catch(() => undefined)));
    }
    const projects = new ProjectRepository(db);
    // The demo projects (every social on, localhost origins) exist only in development mode (H3).
    if (resolved.dev) await seedProjects(projects, { demoOrigins: resolved.demoOrigins });

    const limits = resolveApiLimits(options.limits);
    registerErrorHandling(app);
    guardApiHost(app, resolved.host);
    await registerApiRateLimits(app, limits, redis);
    // Writes (sessions, names) carry a bearer token or JSON, never cookies: `*` stays safe (no credentials).
    await app.register(fastifyCors, {
      origin: '*',
      methods: ['GET', 'HEAD', 'OPTIONS', 'POST'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 86_400,
    });

    app.get('/health', async () => ({ ok: true }));
    registerCatalogueRoutes(app, { projects, catalogue });
    const events = new AnalyticsEventRepository(db);
    registerAnalyticsRoutes(app, { projects, events });
    // Analytics rows are kept for `analyticsRetentionMs` only (N9).
    const stopAnalyticsPurge = schedulePurge(
      () => events.deleteReceivedBefore(Date.now() - limits.analyticsRetentionMs),
      limits.purgeIntervalMs,
      (error) => app.log.error({ err: error }, 'analytics purge failed'),
    );
    app.addHook('preClose', async () => stopAnalyticsPurge());
    registerImageRoutes(app, { projects, catalogue });
    registerChainRoutes(app, { projects, chains, prices });
    registerConvertRoutes(app, { projects, chains, prices });
    registerNftRoutes(app, { projects, chains });
    registerSessionRoutes(app, { projects, db, chains });
    registerProfileRoutes(app, {
      projects,
      db,
      chains,
      namesSuffix: resolved.namesSuffix,
      namesDomain: await resolveNamesDomain(db, resolved.namesDomain),
      namesPerAddress: limits.namesPerAddress,
    });
    // The local onramp provider pays from public dev keys: development mode only; otherwise no provider is offered.
    registerOnrampRoutes(app, { projects, ...(resolved.dev ? devOnrampProviders({ db, chains, prices }) : { providers: [] }) });
    const activity = new ActivityRepository(db);
    // Our own dev chains only; stopped before the database closes. On PostgreSQL one instance indexes, the others stand by.
    const indexers = startIndexers({ chains, repository: activity, log: app.log, ...(isPostgresUrl(resolved.database) ? { lockDatabase: resolved.database } : {}) });
    app.addHook('preClose', () => indexers.stop());
    registerHistoryRoutes(app, { projects, chains, activity, indexers });
    registerRpcProxyRoutes(app, { projects, chains, redis });
    registerRemotesRoutes(app, { remotesDir: resolved.remotesDir });
    // The dev wallet page holds a public anvil key: development mode only (L9).
    if (resolved.dev) registerWalletPageRoutes(app, { walletPageDir: resolved.walletPageDir });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
