import { WALLETS_MAX_ENTRIES, WALLETS_PAGE_SIZE, type ProjectConfigResponse } from '@foyer/kernel';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import { projectOf, requireProject } from '../api/requireProject.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import type { WalletCatalogue } from './loadWalletCatalogue.js';
import { queryWallets, type WalletQuery } from './queryWallets.js';

/** Bytes of serialised `/getWallets` pages kept (keys included): the catalogue's popular pages, a few MB at most. */
const MAX_CACHED_PAGE_BYTES = 8 * 1024 * 1024;

const CAIP2_OR_NAMESPACE = '[-a-z0-9]{3,8}(:([-_a-zA-Z0-9]{1,32}|\\*))?';

type GetWalletsQuery = SdkQuery & {
  page: number;
  entries: number;
  search: string;
  include?: string;
  exclude?: string;
  chains?: string;
  badge_type?: '' | 'certified' | 'none';
};

const projectOnlyQuery = { type: 'object', properties: sdkQueryProperties } as const;

const getWalletsQuery = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    entries: { type: 'integer', minimum: 1, maximum: WALLETS_MAX_ENTRIES, default: WALLETS_PAGE_SIZE },
    search: { type: 'string', maxLength: 100, default: '' },
    include: { type: 'string', maxLength: 20_000 },
    exclude: { type: 'string', maxLength: 20_000 },
    chains: { type: 'string', maxLength: 4_000, pattern: `^(${CAIP2_OR_NAMESPACE}(,${CAIP2_OR_NAMESPACE})*)?$` },
    badge_type: { type: 'string', enum: ['', 'certified', 'none'] },
  },
} as const;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * Wallet catalogue service (spec §7): project config, allowed origins, wallet list, analytics config. The catalogue does
 * not change while the API runs, so a `/getWallets` answer is serialised once per distinct query and kept (LRU, by size).
 */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectRepository; catalogue: WalletCatalogue },
): void {
  const preValidation = requireProject(deps.projects);
  const pages = new LRUCache<string, string>({ maxSize: MAX_CACHED_PAGE_BYTES, sizeCalculation: (page, key) => page.length + key.length });

  app.get('/appkit/v1/config', { schema: { querystring: projectOnlyQuery }, preValidation }, async (request) => {
    const project = projectOf(request);
    const response: ProjectConfigResponse = { projectId: project.id, features: project.features };
    return response;
  });

  app.get('/projects/v1/origins', { schema: { querystring: projectOnlyQuery }, preValidation }, async (request) => ({
    allowedOrigins: projectOf(request).allowedOrigins,
  }));

  app.get('/getAnalyticsConfig', { schema: { querystring: projectOnlyQuery }, preValidation }, async (request) => ({
    isAnalyticsEnabled: projectOf(request).analyticsEnabled,
  }));

  app.get<{ Querystring: GetWalletsQuery }>(
    '/getWallets',
    { schema: { querystring: getWalletsQuery }, preValidation },
    async (request, reply) => {
      const { page, entries, search, include, exclude, chains, badge_type: badgeType } = request.query;
      const query: WalletQuery = {
        page,
        entries,
        search: search.trim().toLowerCase(),
        include: list(include),
        exclude: list(exclude),
        chains: list(chains),
        ...(badgeType ? { badgeType } : {}),
      };
      const key = JSON.stringify(query);
      let body = pages.get(key);
      if (body === undefined) {
        body = JSON.stringify(queryWallets(deps.catalogue, query));
        pages.set(key, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
