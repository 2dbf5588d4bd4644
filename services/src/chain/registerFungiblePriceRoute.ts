import { isCaipAddress, parseCaipAddress, type ParsedCaipAddress } from '@foyer/kernel';
import type { FastifyInstance } from 'fastify';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import { projectLookupOf } from '../api/createProjectLookup.js';
import { requireProject } from '../api/requireProject.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import { findChainToken } from './chainTokens.js';
import type { ChainRegistry } from './createChainRegistry.js';
import type { PriceTable } from './prices/createPriceTable.js';
import { requestOrigin } from './requestOrigin.js';
import { PRICED_CURRENCY } from './toTokenBalance.js';
import { tokenImagePath } from './tokenImages/tokenImagePath.js';

/** Addresses per request, as many as a wallet's token list shows at once. */
export const MAX_PRICED_ADDRESSES = 100;

/** The address AppKit sends for an EVM chain's native currency, and the wrapped-SOL mint it sends for SOL. */
const NATIVE_SENTINELS: Readonly<Record<string, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111112',
};

type PriceBody = { currency: string; addresses: string[]; projectId?: string };

const priceSchema = {
  querystring: { type: 'object', properties: sdkQueryProperties },
  body: {
    type: 'object',
    properties: {
      currency: { type: 'string', pattern: '^[A-Za-z]{3,8}$' },
      addresses: { type: 'array', minItems: 1, maxItems: MAX_PRICED_ADDRESSES, items: { type: 'string', minLength: 1, maxLength: 256 } },
      projectId: { type: 'string' },
    },
    required: ['currency', 'addresses'],
    additionalProperties: true,
  },
} as const;

function isNative({ chainNamespace, address }: ParsedCaipAddress): boolean {
  const sentinel = NATIVE_SENTINELS[chainNamespace];
  return sentinel !== undefined && (chainNamespace === 'eip155' ? address.toLowerCase() === sentinel : address === sentinel);
}

/**
 * `POST /v1/fungible/price` (spec §7; AppKit's body `{ currency, addresses: CAIP-10[], projectId }`) ->
 * `{ fungibles: [{ address, name, symbol, iconUrl, price }] }` in request order; a token the price table does not know
 * is priced 0. `projectId` may come in the body (AppKit) or the query (the kernel's base query).
 */
export function registerFungiblePriceRoute(
  app: FastifyInstance,
  deps: { projects: ProjectRepository; chains: ChainRegistry; prices: PriceTable },
): void {
  const queryProject = requireProject(deps.projects, { optional: true });
  const findProject = projectLookupOf(deps.projects);

  app.post<{ Body: PriceBody; Querystring: SdkQuery }>(
    '/v1/fungible/price',
    { schema: priceSchema, preValidation: queryProject, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const { currency, addresses } = request.body;
      if (request.query.projectId === undefined || request.query.projectId.trim() === '') {
        const projectId = request.body.projectId?.trim() ?? '';
        if (projectId === '') throw new ServiceError(400, 'MISSING_PROJECT_ID', 'Missing projectId: add it to the body or the query');
        if (projectId.length > 128 || (await findProject(projectId)) === undefined) {
          throw new ServiceError(403, 'INVALID_PROJECT_ID', `Invalid projectId: no project '${projectId.slice(0, 64)}'`);
        }
      }
      const priced = currency.toLowerCase() === PRICED_CURRENCY;
      const origin = requestOrigin(request);
      const fungibles = addresses.map((caipAddress, index) => {
        if (!isCaipAddress(caipAddress)) {
          throw new ServiceError(400, 'INVALID_ADDRESS', `addresses[${index}]: '${caipAddress.slice(0, 128)}' is not a CAIP-10 address`);
        }
        const parsed = parseCaipAddress(caipAddress);
        const native = isNative(parsed);
        const known = native ? deps.chains.get(parsed.caipNetworkId)?.nativeCurrency : findChainToken(parsed.caipNetworkId, parsed.address);
        const imagePath = known === undefined ? undefined : tokenImagePath(parsed.caipNetworkId, { symbol: known.symbol, ...(native ? {} : { token: parsed.address }) });
        return {
          address: caipAddress,
          name: known?.name ?? '',
          symbol: known?.symbol ?? '',
          iconUrl: imagePath === undefined ? '' : `${origin}${imagePath}`,
          price: priced ? deps.prices.priceOf(parsed.caipNetworkId, native ? 'native' : parsed.address) : 0,
        };
      });
      void reply.header('cache-control', 'no-store');
      return { fungibles };
    },
  );
}
