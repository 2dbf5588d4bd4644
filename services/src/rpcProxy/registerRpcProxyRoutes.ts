import type { FastifyCorsOptions } from '@fastify/cors';
import { ALERTS, PROVIDER_ERROR_CODES, RpcNotAllowedError } from '@foyer/kernel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { projectOf, requireProject } from '../api/requireProject.js';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import { createSingleFlight } from '../chain/createSingleFlight.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import { clientIpKey } from '../relay/clientIpKey.js';
import { KeyedTokenBuckets, type TokenDecision } from '../relay/KeyedTokenBuckets.js';
import type { RedisClient } from '../redis/connectRedis.js';
import { redisFixedWindows } from '../redis/redisFixedWindows.js';
import { redisTokenBuckets } from '../redis/redisTokenBuckets.js';
import type { RequestBudget } from '../redis/RequestBudget.js';
import { forwardRpc, type NodeRequest, type NodeResponse } from './forwardRpc.js';
import { getLogsRangeError } from './getLogsRangeError.js';
import { isCoalescedRpcMethod } from './isCoalescedRpcMethod.js';
import { ProjectRateLimiter } from './ProjectRateLimiter.js';
import { isRpcMethodAllowed } from './rpcAllowList.js';
import { rpcMethodCost } from './rpcMethodCost.js';
import { RPC_PROXY_ERROR_CODES } from './rpcProxyErrors.js';
import {
  RPC_PROXY_IP_BURST,
  RPC_PROXY_IP_PER_SECOND,
  RPC_PROXY_MAX_BATCH,
  RPC_PROXY_MAX_BODY_BYTES,
  RPC_PROXY_RATE_LIMIT,
  RPC_PROXY_RATE_WINDOW_MS,
} from './rpcProxyLimits.js';

const JSON_RPC_INVALID_REQUEST = RPC_PROXY_ERROR_CODES.INVALID_REQUEST;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route-level @fastify/cors options (the plugin reads `routeOptions.config.cors`; its types do not declare it). */
    cors?: FastifyCorsOptions;
  }
}

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

function rateLimited(reply: FastifyReply, decision: Exclude<TokenDecision, { allowed: true }>, limit: string): FastifyReply {
  void reply.header('retry-after', String(decision.retryAfterSeconds));
  return reply.code(429).send({
    error: { code: ALERTS.RATE_LIMITED.code, message: `${ALERTS.RATE_LIMITED.shortMessage}: ${limit}; retry after ${decision.retryAfterSeconds} s` },
  });
}

/** The per-project window and the per-address buckets: in Redis when given (shared by instances), else in memory. */
function rpcProxyBudgets(redis: RedisClient | undefined): { limiter: RequestBudget; perAddress: RequestBudget } {
  if (redis !== undefined) {
    // While Redis is unreachable calls pass rather than fail: the node's own limits still hold.
    const failOpen = (budget: RequestBudget): RequestBudget => ({ take: (key, cost) => budget.take(key, cost).catch(() => ({ allowed: true }) as const) });
    return {
      limiter: failOpen(redisFixedWindows(redis, 'foyer:rpc:project:', RPC_PROXY_RATE_LIMIT, RPC_PROXY_RATE_WINDOW_MS)),
      perAddress: failOpen(redisTokenBuckets(redis, 'foyer:rpc:address:', RPC_PROXY_IP_BURST, RPC_PROXY_IP_PER_SECOND)),
    };
  }
  const limiter = new ProjectRateLimiter();
  const perAddress = new KeyedTokenBuckets(RPC_PROXY_IP_BURST, RPC_PROXY_IP_PER_SECOND);
  return { limiter: { take: async (key, cost) => limiter.take(key, cost) }, perAddress: { take: async (key, cost) => perAddress.take(key, cost) } };
}

/**
 * The RPC proxy (spec §7): `POST /v1/?chainId=<caip2>&projectId=<id>` forwards a JSON-RPC call or
 * batch to that chain's node. Methods off the allow-list are answered with
 * `{ code: 4200, message: 'Requested RPC call is not allowed' }` without reaching the node. Each call
 * costs request units (`rpcMethodCost`: eth_getLogs 20, eth_call 5, ...; a batch the sum): an address
 * gets a bucket of `RPC_PROXY_IP_BURST` refilled at `RPC_PROXY_IP_PER_SECOND`, a project
 * `RPC_PROXY_RATE_LIMIT` per `RPC_PROXY_RATE_WINDOW_MS` (429 `RATE_LIMITED` beyond either, with
 * retry-after). An `eth_getLogs` wider than `RPC_PROXY_MAX_GET_LOGS_BLOCKS` is answered -32005 without
 * reaching the node. Missing projectId 400, unknown 403, unknown chain 400 `UNSUPPORTED_CHAIN`, node
 * down or answering more than `RPC_PROXY_MAX_RESPONSE_BYTES` 502. Identical reads (`isCoalescedRpcMethod`, same chain,
 * same calls) in flight at the same time reach the node once and share its answer (each caller keeps its own ids and
 * is still counted against its budgets); nothing is kept once the node answered. With `redis`, both budgets are kept there and
 * shared by every API instance using it; otherwise in this process.
 *
 * @example
 * registerRpcProxyRoutes(app, { projects, chains });
 */
export function registerRpcProxyRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectRepository; chains: ChainRegistry; redis?: RedisClient | undefined },
): void {
  const { limiter, perAddress } = rpcProxyBudgets(deps.redis);
  const preValidation = requireProject(deps.projects);
  const sharedForward = createSingleFlight<Map<number, NodeResponse>>();

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

    // The address first: one client that runs dry never reaches (nor drains) its project's quota.
    const cost = calls.reduce<number>((sum, raw) => sum + rpcMethodCost(typeof raw === 'object' && raw !== null && 'method' in raw ? raw.method : undefined), 0);
    if (cost > RPC_PROXY_IP_BURST) {
      const reason = `this batch costs ${cost} request units, more than the ${RPC_PROXY_IP_BURST} an address may use at once; split it`;
      return reply.code(400).send(errorAnswer(null, JSON_RPC_INVALID_REQUEST, `Invalid request: ${reason}`));
    }
    const byAddress = await perAddress.take(clientIpKey(request.ip), cost);
    if (!byAddress.allowed) {
      return rateLimited(reply, byAddress, `at most ${RPC_PROXY_IP_BURST} request units at once and ${RPC_PROXY_IP_PER_SECOND} per second per address`);
    }
    const byProject = await limiter.take(projectOf(request).id, cost);
    if (!byProject.allowed) {
      return rateLimited(reply, byProject, `at most ${RPC_PROXY_RATE_LIMIT} request units per ${RPC_PROXY_RATE_WINDOW_MS / 1000} s per project`);
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

    let head: Promise<bigint> | undefined;
    const latestBlock = (): Promise<bigint> =>
      (head ??= forwardRpc(chain, [{ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' }]).then((answers) => {
        const result = answers.get(0)?.result;
        if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) {
          throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered eth_blockNumber without a block number`);
        }
        return BigInt(result);
      }));
    const toForward: typeof forwarded = [];
    for (const entry of forwarded) {
      const refusal = entry.request.method === 'eth_getLogs' ? await getLogsRangeError(entry.request.params, latestBlock) : undefined;
      if (refusal === undefined) toForward.push({ ...entry, request: { ...entry.request, id: toForward.length } });
      else answers[entry.index] = errorAnswer(entry.id, RPC_PROXY_ERROR_CODES.LIMIT_EXCEEDED, refusal);
    }

    if (toForward.length > 0) {
      const requests = toForward.map((entry) => entry.request);
      const nodeAnswers = await (requests.every((nodeRequest) => isCoalescedRpcMethod(nodeRequest.method))
        ? sharedForward(`${chain.chainId} ${JSON.stringify(requests)}`, () => forwardRpc(chain, requests))
        : forwardRpc(chain, requests));
      for (const [position, entry] of toForward.entries()) {
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
