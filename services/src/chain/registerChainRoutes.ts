import { checksumEvmAddress, isEvmAddress, isSolanaAddress, type TokenBalance } from '@foyer/kernel';
import type { FastifyInstance } from 'fastify';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import { requireProject } from '../api/requireProject.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import type { ChainEntry, ChainRegistry } from './createChainRegistry.js';
import { getNativeBalance } from './getNativeBalance.js';
import { getSolanaBalance } from './getSolanaBalance.js';

type BalanceQuery = SdkQuery & { chainId: string; currency?: string; forceUpdate?: string };

const balanceSchema = {
  params: { type: 'object', properties: { address: { type: 'string' } }, required: ['address'] },
  querystring: {
    type: 'object',
    properties: {
      ...sdkQueryProperties,
      chainId: { type: 'string', minLength: 1, maxLength: 64 },
      currency: { type: 'string', pattern: '^[A-Za-z]{3,8}$' },
      forceUpdate: { type: 'string', maxLength: 64 },
    },
    required: ['chainId'],
  },
} as const;

function shortened(address: string): string {
  return address.length > 64 ? `${address.slice(0, 64)}…` : address;
}

/** The address with `0x`, after checking its hex digits and, when mixed-case, its EIP-55 checksum. */
function parseEvmAddress(address: string): `0x${string}` {
  const short = shortened(address);
  if (!isEvmAddress(address)) {
    throw new ServiceError(400, 'INVALID_ADDRESS', `Invalid address '${short}': expected 40 hex digits with an optional 0x prefix`);
  }
  const prefixed = (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`;
  const digits = prefixed.slice(2);
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixedCase && checksumEvmAddress(prefixed) !== prefixed) {
    throw new ServiceError(400, 'INVALID_ADDRESS', `Invalid address '${short}': wrong EIP-55 checksum`);
  }
  return prefixed;
}

/** The native balance of `address` on `chain`, after checking the address for the chain's family. */
async function nativeBalance(chain: ChainEntry, address: string): Promise<TokenBalance> {
  if (chain.namespace === 'eip155') return getNativeBalance(chain, parseEvmAddress(address));
  if (!isSolanaAddress(address)) {
    throw new ServiceError(400, 'INVALID_ADDRESS', `Invalid address '${shortened(address)}': expected a base58 Solana address (32 bytes)`);
  }
  return getSolanaBalance(chain, address);
}

/** Blockchain data service (spec §7): supported chains and native balances (EVM and Solana) read from the configured nodes. */
export function registerChainRoutes(app: FastifyInstance, deps: { projects: ProjectRepository; chains: ChainRegistry }): void {
  const preValidation = requireProject(deps.projects);

  app.get(
    '/v1/supported-chains',
    { schema: { querystring: { type: 'object', properties: sdkQueryProperties } }, preValidation },
    async () => ({ http: [...deps.chains.keys()], ws: [] }),
  );

  app.get<{ Params: { address: string }; Querystring: BalanceQuery }>(
    '/v1/account/:address/balance',
    { schema: balanceSchema, preValidation },
    async (request, reply) => {
      const { chainId } = request.query;
      const chain = deps.chains.get(chainId);
      if (chain === undefined) {
        const supported = [...deps.chains.keys()].join(', ');
        throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `Unsupported chain '${chainId}'; supported: ${supported}`);
      }
      const balance = await nativeBalance(chain, request.params.address);
      void reply.header('cache-control', 'no-store');
      return { balances: [balance] };
    },
  );
}
