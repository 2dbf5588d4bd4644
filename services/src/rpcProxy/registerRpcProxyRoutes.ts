import { ALERTS, PROVIDER_ERROR_CODES, RpcNotAllowedError } from '@foyer/kernel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { projectOf, requireProject } from '../api/requireProject.js';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import { forwardRpc, type NodeRequest } from './forwardRpc.js';
import { ProjectRateLimiter, RPC_PROXY_RATE_LIMIT, RPC_PROXY_RATE_WINDOW_MS } from './ProjectRateLimiter.js';
import { isRpcMethodAllowed } from './rpcAllowList.js';

/** Calls in one JSON-RPC batch. */
export const RPC_PROXY_MAX_BATCH = 100;
/** Largest request body (bytes). */
export const RPC_PROXY_MAX_BODY_BYTES = 512 * 1024;

const JSON_RPC_INVALID_REQUEST = -32600;

type ProxyQuery = SdkQuery & { chainId: string };
type JsonRpcId = string | number | null;
type JsonRpcAnswer = { jsonrpc: '2.0'; id: JsonRpcId; result?: unknown; error?: unknown };

const callSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number().finite(), z.null()]),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

const querySchema = {
  type: 'object',
  properties: { ...sdkQueryProperties, chainId: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['chainId'],
} as const;

function idOf(call: unknown): JsonRpcId {
  const id = typeof call === 'object' && call !== null && 'id' in call ? call.id : null;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

function errorAnswer(id: JsonRpcId, code: number, message: string): JsonRpcAnswer {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

/**
 * The RPC proxy (spec §7): `POST /v1/?chainId=<caip2>&projectId=<id>` forwards a JSON-RPC call or
 * batch to that chain's node. Methods off the allow-list are answered with
 * `{ code: 4200, message: 'Requested RPC call is not allowed' }` without reaching the node; a project
 * may make `RPC_PROXY_RATE_LIMIT` calls per `RPC_PROXY_RATE_WINDOW_MS` (429 `RATE_LIMITED` beyond).
 * Missing projectId 400, unknown 403, unknown chain 400 `UNSUPPORTED_CHAIN`, node down 502.
 *
 * @example
 * registerRpcProxyRoutes(app, { projects, chains });
 */
export function registerRpcProxyRoutes(app: FastifyInstance, deps: { projects: ProjectRepository; chains: ChainRegistry }): void {
  const limiter = new ProjectRateLimiter();
  const preValidation = requireProject(deps.projects);

  const handler = async (request: FastifyRequest<{ Querystring: ProxyQuery }>, reply: FastifyReply): Promise<unknown> => {
    const { chainId } = request.query;
    const chain = deps.chains.get(chainId);
    if (chain === undefined) {
      throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `Unsupported chain '${chainId}'; supported: ${[...deps.chains.keys()].join(', ')}`);
    }
    const body: unknown = request.body;
    const isBatch = Array.isArray(body);
    const calls: unknown[] = isBatch ? body : [body];
    if (calls.length === 0 || calls.length > RPC_PROXY_MAX_BATCH || (!isBatch && (typeof body !== 'object' || body === null))) {
      const reason = calls.length > RPC_PROXY_MAX_BATCH ? `at most ${RPC_PROXY_MAX_BATCH} calls per batch` : 'expected a JSON-RPC request or a non-empty batch';
      return reply.code(400).send(errorAnswer(null, JSON_RPC_INVALID_REQUEST, `Invalid request: ${reason}`));
    }

    const decision = limiter.take(projectOf(request).id, calls.length);
    if (!decision.allowed) {
      void reply.header('retry-after', String(decision.retryAfterSeconds));
      return reply.code(429).send({
        error: {
          code: ALERTS.RATE_LIMITED.code,
          message: `${ALERTS.RATE_LIMITED.shortMessage}: at most ${RPC_PROXY_RATE_LIMIT} calls per ${RPC_PROXY_RATE_WINDOW_MS / 1000} s per project; retry after ${decision.retryAfterSeconds} s`,
        },
      });
    }

    const answers: (JsonRpcAnswer | undefined)[] = calls.map(() => undefined);
    const forwarded: { index: number; id: JsonRpcId; request: NodeRequest }[] = [];
    calls.forEach((raw, index) => {
      const parsed = callSchema.safeParse(raw);
      if (!parsed.success) {
        answers[index] = errorAnswer(idOf(raw), JSON_RPC_INVALID_REQUEST, 'Invalid request: expected { jsonrpc: "2.0", id, method, params? }');
      } else if (!isRpcMethodAllowed(chain.chainId, parsed.data.method)) {
        answers[index] = errorAnswer(parsed.data.id, PROVIDER_ERROR_CODES.UNSUPPORTED_METHOD, new RpcNotAllowedError().shortMessage);
      } else {
        const { method, params } = parsed.data;
        const nodeRequest: NodeRequest = { jsonrpc: '2.0', id: forwarded.length, method, ...(params === undefined ? {} : { params }) };
        forwarded.push({ index, id: parsed.data.id, request: nodeRequest });
      }
    });

    if (forwarded.length > 0) {
      const nodeAnswers = await forwardRpc(chain, forwarded.map((entry) => entry.request));
      for (const [position, entry] of forwarded.entries()) {
        const answer = nodeAnswers.get(position);
        answers[entry.index] =
          answer === undefined
            ? errorAnswer(entry.id, PROVIDER_ERROR_CODES.INTERNAL_ERROR, `The node of ${chain.chainId} did not answer this call`)
            : { jsonrpc: '2.0', id: entry.id, ...('error' in answer ? { error: answer.error } : { result: answer.result }) };
      }
    }
    void reply.header('cache-control', 'no-store');
    return isBatch ? answers : answers[0];
  };

  const options = {
    schema: { querystring: querySchema },
    preValidation,
    bodyLimit: RPC_PROXY_MAX_BODY_BYTES,
    config: { cors: { methods: ['POST', 'OPTIONS'] } },
  };
  for (const path of ['/v1', '/v1/']) {
    app.post<{ Querystring: ProxyQuery }>(path, options, handler);
    // Browsers send a preflight for a JSON POST: answer it with POST allowed (the API's default CORS lists reads only).
    app.options(path, { config: { cors: { methods: ['POST', 'OPTIONS'] } } }, async (_request, reply) => reply.code(204).send());
  }
}
