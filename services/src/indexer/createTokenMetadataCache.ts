import { FOYER_DEV_COLLECTIONS, FOYER_DEV_TOKENS } from '@foyer/kernel';
import { decodeFunctionResult, encodeFunctionData, parseAbi, type Hex } from 'viem';
import type { EvmRpc } from './createEvmRpc.js';

/** What a transfer shows of its token. */
export type TokenMetadata = { name?: string; symbol?: string; decimals?: number };

export type TokenMetadataCache = {
  /** Resolves the metadata of every contract not known yet (kernel table first, then the token's own read calls). */
  load(contracts: Iterable<string>): Promise<void>;
  /** Known metadata of a lower-case contract address (empty when it answered nothing). */
  get(contract: string): TokenMetadata;
};

function kernelMetadata(chainId: string, contract: string): TokenMetadata | undefined {
  const token = FOYER_DEV_TOKENS.find((item) => item.caipNetworkId === chainId && item.address.toLowerCase() === contract);
  if (token !== undefined) return { name: token.name, symbol: token.symbol, decimals: token.decimals };
  const collection = FOYER_DEV_COLLECTIONS.find((item) => item.caipNetworkId === chainId && item.address.toLowerCase() === contract);
  return collection === undefined ? undefined : { name: collection.name, symbol: collection.symbol };
}

const metadataAbi = parseAbi(['function name() view returns (string)', 'function symbol() view returns (string)', 'function decimals() view returns (uint8)']);

async function readCall(rpc: EvmRpc, contract: string, functionName: 'name' | 'symbol' | 'decimals'): Promise<string | number | undefined> {
  try {
    const data = await rpc.request('eth_call', [{ to: contract, data: encodeFunctionData({ abi: metadataAbi, functionName }) }, 'latest']);
    return decodeFunctionResult({ abi: metadataAbi, functionName, data: data as Hex });
  } catch {
    // Not every token answers every call (an ERC-721 has no decimals): the transfer shows what is known.
    return undefined;
  }
}

/**
 * Token names, symbols and decimals for the indexer, cached for the indexer's life: the kernel's dev asset table
 * answers for the seeded tokens, any other contract is asked once (`name`, `symbol`, `decimals`).
 * @example
 * const tokens = createTokenMetadataCache('eip155:31337', rpc);
 * await tokens.load(['0xe1c25ca7196d3bdb611639f09af19e4d98a9410f']);
 * tokens.get('0xe1c25ca7196d3bdb611639f09af19e4d98a9410f').symbol // 'fUSD'
 */
export function createTokenMetadataCache(chainId: string, rpc: EvmRpc): TokenMetadataCache {
  const known = new Map<string, TokenMetadata>();
  const loadOne = async (contract: string): Promise<TokenMetadata> => {
    const fromKernel = kernelMetadata(chainId, contract);
    if (fromKernel !== undefined) return fromKernel;
    const [name, symbol, decimals] = await Promise.all([
      readCall(rpc, contract, 'name'),
      readCall(rpc, contract, 'symbol'),
      readCall(rpc, contract, 'decimals'),
    ]);
    return {
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof symbol === 'string' ? { symbol } : {}),
      ...(typeof decimals === 'number' ? { decimals } : {}),
    };
  };
  return {
    async load(contracts) {
      const missing = [...new Set(contracts)].filter((contract) => !known.has(contract));
      const loaded = await Promise.all(missing.map(loadOne));
      missing.forEach((contract, index) => known.set(contract, loaded[index] ?? {}));
    },
    get: (contract) => known.get(contract) ?? {},
  };
}
