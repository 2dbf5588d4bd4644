import { BALANCE_CACHE_SECONDS, type GetNftsReturnType, type Nft } from '@foyer/kernel';
import type { FastifyInstance } from 'fastify';
import type { SdkQuery } from '../api/querySchemas.js';
import { requireProject } from '../api/requireProject.js';
import { accountParamsSchema, accountQueryProperties } from '../chain/accountRouteSchema.js';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import { createExpiringCache } from '../chain/createExpiringCache.js';
import { isForceUpdate } from '../chain/isForceUpdate.js';
import { parseAccountAddress } from '../chain/parseAccountAddress.js';
import { requireChain } from '../chain/requireChain.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import { getDevChainNfts } from './getDevChainNfts.js';

/** Items per page unless `limit` says otherwise, and the most a page may hold. */
export const NFTS_PAGE_SIZE = 20;
export const NFTS_MAX_PAGE_SIZE = 100;

type NftsQuery = SdkQuery & { chainId: string; cursor?: string; limit?: number; forceUpdate?: string };

const nftsSchema = {
  params: accountParamsSchema,
  querystring: {
    type: 'object',
    properties: {
      ...accountQueryProperties,
      cursor: { type: 'string', maxLength: 64 },
      limit: { type: 'integer', minimum: 1, maximum: NFTS_MAX_PAGE_SIZE },
    },
    required: ['chainId'],
  },
} as const;

/** The cursor is opaque to clients: `o<offset>` in base64url. */
function encodeCursor(offset: number): string {
  return Buffer.from(`o${offset}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^[A-Za-z0-9_-]+$/.test(cursor) ? /^o(0|[1-9]\d{0,8})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1')) : null;
  if (match?.[1] === undefined) throw new ServiceError(400, 'INVALID_PARAMETER', `Invalid cursor '${cursor.slice(0, 64)}': pass the 'next' of the previous page`);
  return Number(match[1]);
}

/**
 * `GET /v1/account/{address}/nfts?chainId&cursor&limit` -> `{ data: Nft[], next }`: the NFTs an account holds. The dev
 * chain is read live from its collections (kernel table; spam flagged), cached 30 s per (chain, address) unless
 * `forceUpdate`; other chains have no indexer and answer an empty list. Bad address, chain or cursor -> 400 JSON.
 */
export function registerNftRoutes(app: FastifyInstance, deps: { projects: ProjectRepository; chains: ChainRegistry; now?: () => number }): void {
  const preValidation = requireProject(deps.projects);
  const holdings = createExpiringCache<Nft[]>({ ttlMs: BALANCE_CACHE_SECONDS * 1000, maxEntries: 10_000, now: deps.now });

  app.get<{ Params: { address: string }; Querystring: NftsQuery }>(
    '/v1/account/:address/nfts',
    { schema: nftsSchema, preValidation },
    async (request, reply): Promise<GetNftsReturnType> => {
      const { chainId, cursor, limit = NFTS_PAGE_SIZE, forceUpdate } = request.query;
      const chain = requireChain(deps.chains, chainId);
      const address = parseAccountAddress(chain, request.params.address);
      const offset = decodeCursor(cursor);
      const items =
        chain.namespace === 'eip155'
          ? await holdings.get(`${chain.chainId}|${address.toLowerCase()}`, () => getDevChainNfts(chain, address as `0x${string}`), { force: isForceUpdate(forceUpdate) })
          : [];
      const end = offset + limit;
      void reply.header('cache-control', 'no-store');
      return { data: items.slice(offset, end), next: end < items.length ? encodeCursor(end) : null };
    },
  );
}
