import { foyerDevSolana, TRANSACTIONS_MAX_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE, type Transaction } from '@foyer/kernel';
import type { FastifyInstance } from 'fastify';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import { requireProject } from '../api/requireProject.js';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import { parseAccountAddress } from '../chain/parseAccountAddress.js';
import { requireChain } from '../chain/requireChain.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import type { ActivityRepository } from '../indexer/ActivityRepository.js';
import type { Indexers } from '../indexer/startIndexers.js';
import { getSolanaHistory } from './getSolanaHistory.js';
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.js';
import { toTransaction } from './toTransaction.js';

/** How long a request waits for a starting indexer to check its stored rows against the node (reset chain?). */
const CHECK_WAIT_MS = 3_000;

type HistoryQuery = SdkQuery & { chainId: string; cursor?: string; limit?: number };

const historySchema = {
  params: { type: 'object', properties: { account: { type: 'string' } }, required: ['account'] },
  querystring: {
    type: 'object',
    properties: {
      ...sdkQueryProperties,
      chainId: { type: 'string', minLength: 1, maxLength: 64 },
      cursor: { type: 'string', minLength: 1, maxLength: 256 },
      limit: { type: 'integer', minimum: 1, maximum: TRANSACTIONS_MAX_PAGE_SIZE },
    },
    required: ['chainId'],
  },
} as const;

/** The Solana dev node records its transactions (getSignaturesForAddress): the one Solana chain with history. */
const SOLANA_HISTORY_CHAINS: ReadonlySet<string> = new Set([foyerDevSolana.caipNetworkId]);

const EVM_CURSOR = /^\d{1,15}\.\d{1,9}$/;
const SOLANA_CURSOR = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

function noHistory(chainId: string): ServiceError {
  return new ServiceError(400, 'UNSUPPORTED_CHAIN', `No transaction history for chain '${chainId}': only the dev chains are indexed`);
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
}

/**
 * `GET /v1/account/{account}/history?chainId&cursor&limit` (spec §7, AppKit's shape `{ data, next }`): the account's
 * transactions on that chain only, newest first in a stable order (block, position), `limit` ≤ 50 (default 20),
 * `next` an opaque cursor or null. EVM from our indexer of the dev chain, Solana from the dev node's signatures.
 */
export function registerHistoryRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectRepository; chains: ChainRegistry; activity: ActivityRepository; indexers: Indexers },
): void {
  app.get<{ Params: { account: string }; Querystring: HistoryQuery }>(
    '/v1/account/:account/history',
    { schema: historySchema, preValidation: requireProject(deps.projects) },
    async (request, reply): Promise<{ data: Transaction[]; next: string | null }> => {
      const { chainId, cursor, limit = TRANSACTIONS_PAGE_SIZE } = request.query;
      const chain = requireChain(deps.chains, chainId);
      const account = parseAccountAddress(chain, request.params.account);
      void reply.header('cache-control', 'no-store');

      if (chain.namespace === 'solana') {
        if (!SOLANA_HISTORY_CHAINS.has(chain.chainId)) throw noHistory(chainId);
        const before = cursor === undefined ? undefined : decodeHistoryCursor(cursor, SOLANA_CURSOR)[0];
        const page = await getSolanaHistory(chain, account, limit, before);
        return { data: page.activity.map((item) => toTransaction(chain, item)), next: page.next === null ? null : encodeHistoryCursor([page.next]) };
      }

      const indexer = deps.indexers.get(chain.chainId);
      if (indexer === undefined) throw noHistory(chainId);
      const position = cursor === undefined ? undefined : decodeHistoryCursor(cursor, EVM_CURSOR).map(Number);
      // Never serve a reset chain's stale rows: the indexer checks them against the node first.
      await waitAtMost(indexer.checked(), CHECK_WAIT_MS);
      const rows = await deps.activity.page(
        chain.chainId,
        account.toLowerCase(),
        limit + 1,
        position === undefined ? undefined : { blockNumber: position[0] ?? 0, txIndex: position[1] ?? 0 },
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map((item) => toTransaction(chain, item)),
        next: rows.length > limit && last !== undefined ? encodeHistoryCursor([last.blockNumber, last.txIndex]) : null,
      };
    },
  );
}
