import {
  SESSIONS_PATHS,
  SIWX_MAX_BODY_BYTES,
  type AuthenticateRequest,
  type CreateMessageRequest,
  type RevokeRequest,
  type RevokeScope,
} from '@foyer/kernel';
import { isOriginAllowed } from '@foyer/kernel/frame';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { projectOf, requireProject } from '../api/requireProject.js';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import { siwxError } from './siwxError.js';
import { SiwxSessionService, type AllowedOrigin } from './SiwxSessionService.js';

export type SessionRoutesDeps = {
  projects: ProjectRepository;
  db: Kysely<DatabaseSchema>;
  chains: ChainRegistry;
  /** The clock (epoch ms); tests pin it. */
  now?: () => number;
};

const MAX_FIELD = 4096;

const projectQuery = { type: 'object', properties: { projectId: { type: 'string' } } } as const;
const listQuery = { type: 'object', properties: { projectId: { type: 'string' }, chainId: { type: 'string', maxLength: 128 } } } as const;
const addressParams = { type: 'object', required: ['address'], properties: { address: { type: 'string', minLength: 1, maxLength: 128 } } } as const;
const chainId = { type: 'string', minLength: 1, maxLength: 128 } as const;

const authenticateBody = {
  type: 'object',
  required: ['message', 'signature', 'chainId'],
  properties: { message: { type: 'string', maxLength: MAX_FIELD }, signature: { type: 'string', maxLength: MAX_FIELD }, chainId },
} as const;
const createMessageBody = {
  type: 'object',
  required: ['accountAddress', 'chainId'],
  properties: {
    accountAddress: { type: 'string', minLength: 1, maxLength: 128 },
    chainId,
    statement: { type: 'string', maxLength: 1024 },
    resources: { type: 'array', maxItems: 16, items: { type: 'string', minLength: 1, maxLength: 512 } },
    expirationTime: { type: 'string', maxLength: 64 },
  },
} as const;

/** The optional `scope` of a revoke body ('address' when absent). */
function revokeScope(body: unknown): RevokeScope {
  const value = typeof body === 'object' && body !== null ? (body as RevokeRequest).scope : undefined;
  if (value === undefined) return 'address';
  if (value !== 'session' && value !== 'address') throw new ServiceError(400, 'INVALID_PARAMETER', "body.scope must be 'session' or 'address'");
  return value;
}

/** The optional `chainId` of a revoke body, which may be absent altogether. */
function revokeChainId(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  const value = typeof body === 'object' ? (body as RevokeRequest).chainId : null;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > chainId.maxLength) {
    throw new ServiceError(400, 'INVALID_PARAMETER', 'body.chainId must be a CAIP-2 network id');
  }
  return value;
}

/** The request's `Origin` when it is on the project's allowed origins, else 403 `SIWX_ORIGIN_NOT_ALLOWED`. */
function allowedOrigin(request: FastifyRequest): AllowedOrigin {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !isOriginAllowed(origin, projectOf(request).allowedOrigins)) {
    throw siwxError('SIWX_ORIGIN_NOT_ALLOWED', "Sign-in is only accepted from a page on the project's allowed origins");
  }
  return { origin, host: new URL(origin).host };
}

/**
 * The sign-in sessions service (spec §7 `/v1/sessions/...`, contract in `@foyer/kernel` `SESSIONS_PATHS`):
 * nonce, server-written message, authenticate, list and revoke. Every path takes `projectId`; nonces, messages and
 * authenticate are rate-limited per client (`registerApiRateLimits`); the authenticate body is at most `SIWX_MAX_BODY_BYTES` (413 `SIWX_BODY_TOO_LARGE`).
 */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionRoutesDeps): void {
  const service = new SiwxSessionService(deps);
  const preValidation = requireProject(deps.projects);

  void app.register(async (scope) => {
    // A body over the limit is refused before parsing; answer it with the sessions' own code.
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw siwxError('SIWX_BODY_TOO_LARGE', `The body may be at most ${SIWX_MAX_BODY_BYTES} bytes`);
      }
      throw error;
    });

    scope.post(SESSIONS_PATHS.nonce, { schema: { querystring: projectQuery }, preValidation }, async (request, reply) =>
      reply.code(201).send(await service.issueNonce(projectOf(request).id)),
    );

    scope.post<{ Body: CreateMessageRequest }>(
      SESSIONS_PATHS.message,
      { schema: { querystring: projectQuery, body: createMessageBody }, preValidation, bodyLimit: SIWX_MAX_BODY_BYTES },
      async (request, reply) => {
        const origin = allowedOrigin(request);
        return reply.code(201).send(await service.createMessage(projectOf(request).id, origin, request.body));
      },
    );

    scope.post<{ Body: AuthenticateRequest }>(
      SESSIONS_PATHS.authenticate,
      { schema: { querystring: projectQuery, body: authenticateBody }, preValidation, bodyLimit: SIWX_MAX_BODY_BYTES },
      async (request, reply) => {
        const origin = allowedOrigin(request);
        return reply.code(201).send(await service.authenticate(projectOf(request).id, origin, request.body));
      },
    );

    scope.get<{ Params: { address: string }; Querystring: { chainId?: string } }>(
      '/v1/sessions/:address',
      { schema: { querystring: listQuery, params: addressParams }, preValidation },
      async (request) => ({
        sessions: await service.list(projectOf(request).id, request.params.address, request.headers.authorization, request.query.chainId),
      }),
    );

    scope.post<{ Params: { address: string } }>(
      '/v1/sessions/:address/revoke',
      { schema: { querystring: projectQuery, params: addressParams }, preValidation, bodyLimit: SIWX_MAX_BODY_BYTES },
      async (request) => ({
        revoked: await service.revoke(projectOf(request).id, request.params.address, request.headers.authorization, revokeChainId(request.body), revokeScope(request.body)),
      }),
    );
  });
}
