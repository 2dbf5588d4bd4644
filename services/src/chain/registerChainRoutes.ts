import { BALANCE_CACHE_SECONDS, type CaipNetworkId } from '@foyer/kernel';
import type { FastifyInstance } from 'fastify';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import { requireProject } from '../api/requireProject.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { accountParamsSchema, accountQueryProperties } from './accountRouteSchema.js';
import type { AssetHolding } from './AssetHolding.js';
import type { ChainRegistry } from './createChainRegistry.js';
import { createExpiringCache } from './createExpiringCache.js';
import { getEvmHoldings } from './getEvmHoldings.js';
import { getSolanaHoldings } from './getSolanaHoldings.js';
import { isForceUpdate } from './isForceUpdate.js';
import { parseAccountAddress } from './parseAccountAddress.js';
import { createSharedHeadReader, readChainHead } from './readChainHead.js';
import type { PriceTable } from './prices/createPriceTable.js';
import { registerFungiblePriceRoute } from './registerFungiblePriceRoute.js';
import { requestOrigin } from './requestOrigin.js';
import { requireChain } from './requireChain.js';
import { toTokenBalance } from './toTokenBalance.js';

type BalanceQuery = SdkQuery & { chainId: string; currency?: string; forceUpdate?: string };

/** Portfolios kept at once; the oldest go first beyond it. */
const MAX_CACHED_PORTFOLIOS = 10_000;
/** Serialised answers kept per loaded portfolio: one per origin the services are addressed by (`iconUrl`s are absolute). */
const MAX_ANSWERS_PER_PORTFOLIO = 4;

const balanceSchema = {
  params: accountParamsSchema,
  querystring: {
    type: 'object',
    properties: { ...accountQueryProperties, currency: { type: 'string', pattern: '^[A-Za-z]{3,8}$' } },
    required: ['chainId'],
  },
} as const;

export type ChainRoutesDeps = {
  projects: ProjectRepository;
  chains: ChainRegistry;
  prices: PriceTable;
  /** Epoch milliseconds, for the portfolio cache (tests pass their own clock). */
  now?: () => number;
};

/**
 * Blockchain data service (spec §7): supported chains; balances (native + known tokens, EVM and Solana) read from the
 * configured nodes, priced from the price table and cached 30 s per (chain, address, currency) while the chain's head
 * (block / slot) has not moved, unless `forceUpdate` (the answer of a cached portfolio is serialised once);
 * `POST /v1/fungible/price`.
 */
export function registerChainRoutes(app: FastifyInstance, deps: ChainRoutesDeps): void {
  const preValidation = requireProject(deps.projects);
  const portfolios = createExpiringCache<AssetHolding[]>({
    ttlMs: BALANCE_CACHE_SECONDS * 1000,
    maxEntries: MAX_CACHED_PORTFOLIOS,
    now: deps.now,
  });
  const readSharedHead = createSharedHeadReader();
  // A loaded portfolio's answer is serialised once per origin and lives as long as the portfolio's cache entry.
  const answersOf = new WeakMap<AssetHolding[], Map<string, string>>();

  app.get(
    '/v1/supported-chains',
    { schema: { querystring: { type: 'object', properties: sdkQueryProperties } }, preValidation },
    async () => ({ http: [...deps.chains.keys()], ws: [] }),
  );

  app.get<{ Params: { address: string }; Querystring: BalanceQuery }>(
    '/v1/account/:address/balance',
    { schema: balanceSchema, preValidation },
    async (request, reply) => {
      const { chainId, currency = 'usd', forceUpdate } = request.query;
      const chain = requireChain(deps.chains, chainId);
      const address = parseAccountAddress(chain, request.params.address);
      // EVM addresses share one entry in any case; Solana's base58 is case-sensitive. The chain's head is part of
      // the key: the cache spares the node repeated reads within a block, never hides a new block.
      const force = isForceUpdate(forceUpdate);
      const head = await (force ? readChainHead(chain) : readSharedHead(chain));
      const key = `${chain.chainId}|${chain.namespace === 'eip155' ? address.toLowerCase() : address}|${currency.toLowerCase()}|${head}`;
      const holdings = await portfolios.get(
        key,
        () => (chain.namespace === 'eip155' ? getEvmHoldings(chain, address as `0x${string}`) : getSolanaHoldings(chain, address)),
        { force },
      );
      const origin = requestOrigin(request);
      let answers = answersOf.get(holdings);
      if (answers === undefined) {
        answers = new Map();
        answersOf.set(holdings, answers);
      }
      let body = answers.get(origin);
      if (body === undefined) {
        body = JSON.stringify({
          balances: holdings
            // The native entry always shows (0 included); tokens only when held.
            .filter((holding) => holding.token === undefined || holding.amount > 0n)
            .map((holding) => toTokenBalance(chain.chainId as CaipNetworkId, holding, { prices: deps.prices, currency, origin })),
        });
        if (answers.size >= MAX_ANSWERS_PER_PORTFOLIO) answers.clear();
        answers.set(origin, body);
      }
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
    },
  );

  registerFungiblePriceRoute(app, deps);
}
