import { request } from 'node:http';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import type { ChainRegistry } from '../../chain/createChainRegistry.js';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';
import { migrateToLatest } from '../../db/migrateToLatest.js';
import { openDatabase } from '../../db/openDatabase.js';
import { ProjectRepository } from '../../db/ProjectRepository.js';
import { handleFrameworkError, registerErrorHandling } from '../../http/registerErrorHandling.js';
import { resolveApiLimits } from '../../api/apiLimits.js';
import { registerApiRateLimits } from '../../api/registerApiRateLimits.js';
import { registerSessionRoutes } from '../registerSessionRoutes.js';
import type { ErrorBody } from '../../errors/ServiceError.js';

/** The page every test signs in from; on `PROJECT`'s allowed origins. */
export const ORIGIN = 'http://localhost:3000';
export const PROJECT = 'siwx-test';
/** A second project allowing the same origin: its nonces and tokens must not work for `PROJECT`. */
export const OTHER_PROJECT = 'siwx-other';

/** A JSON answer; `body` is typed by the caller (tests read the contract's response types or `ErrorBody`). */
export type HttpAnswer<Body = ErrorBody> = { status: number; headers: Record<string, string | string[] | undefined>; body: Body };

export type SessionsApi = {
  url: string;
  db: Kysely<DatabaseSchema>;
  call<Body = ErrorBody>(method: 'GET' | 'POST' | 'OPTIONS', path: string, options?: { headers?: Record<string, string>; body?: unknown; rawBody?: string }): Promise<HttpAnswer<Body>>;
  /** Rows of `siwx_sessions`. */
  sessionCount(): Promise<number>;
  close(): Promise<void>;
};

/** The sessions routes alone (with the API's rate limits) on a real Fastify on 127.0.0.1 with a migrated database and a clock tests may move. */
export async function startSessionsApi(options: { database: string; chains: ChainRegistry; now?: () => number; noncesPerMinute?: number }): Promise<SessionsApi> {
  const app = Fastify({ logger: false, frameworkErrors: handleFrameworkError, routerOptions: { maxParamLength: 256 } });
  const { db } = await openDatabase(options.database);
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(db);
  const projects = new ProjectRepository(db);
  for (const id of [PROJECT, OTHER_PROJECT]) {
    await projects.insertIfMissing({ id, name: id, features: [], allowedOrigins: [ORIGIN, 'https://app.example.com'], analyticsEnabled: false });
  }
  registerErrorHandling(app);
  const perMinute = options.noncesPerMinute;
  await registerApiRateLimits(app, resolveApiLimits(perMinute === undefined ? {} : { perClientPerMinute: { siwxNonce: perMinute, siwxMessage: perMinute } }));
  registerSessionRoutes(app, { projects, db, chains: options.chains, ...(options.now ? { now: options.now } : {}) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const base = new URL(url);

  const call = <Body,>(method: string, path: string, { headers = {}, body, rawBody }: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {}) =>
    new Promise<HttpAnswer<Body>>((resolve, reject) => {
      const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
      const allHeaders = { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers };
      const req = request({ host: base.hostname, port: base.port, path, method, headers: allHeaders, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text === '' ? undefined : JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed as Body });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });

  return {
    url,
    db,
    call,
    sessionCount: async () => (await db.selectFrom('siwx_sessions').select('id').execute()).length,
    close: () => app.close(),
  };
}
