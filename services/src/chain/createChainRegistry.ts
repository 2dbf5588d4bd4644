import { ConfigError } from '../errors/ConfigError.js';

export type NativeCurrency = { name: string; symbol: string; decimals: number };

export type ChainEntry = {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  chainId: string;
  rpcUrl: string;
  nativeCurrency: NativeCurrency;
};

export type ChainRegistry = ReadonlyMap<string, ChainEntry>;

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** Native currencies of EVM chains whose currency is not Ether. */
const NATIVE_CURRENCIES: Readonly<Record<string, NativeCurrency>> = {
  'eip155:56': { name: 'BNB', symbol: 'BNB', decimals: 18 },
  'eip155:97': { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  'eip155:137': { name: 'POL', symbol: 'POL', decimals: 18 },
  'eip155:43114': { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  'eip155:100': { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
};

const EIP155_CHAIN_ID = /^eip155:[1-9]\d{0,31}$/;

/** The EVM chains the chain data service answers for, from a CAIP-2 id -> JSON-RPC URL map. */
export function createChainRegistry(chains: Readonly<Record<string, string>>): ChainRegistry {
  const registry = new Map<string, ChainEntry>();
  for (const [chainId, rpcUrl] of Object.entries(chains)) {
    if (!EIP155_CHAIN_ID.test(chainId)) throw new ConfigError(`Chain '${chainId}' is not an eip155 CAIP-2 id (eip155:<number>)`);
    let url: URL;
    try {
      url = new URL(rpcUrl);
    } catch {
      throw new ConfigError(`The RPC URL of ${chainId} is not a URL: '${rpcUrl}'`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`The RPC URL of ${chainId} must be http(s), got '${rpcUrl}'`);
    }
    registry.set(chainId, { chainId, rpcUrl, nativeCurrency: NATIVE_CURRENCIES[chainId] ?? ETHER });
  }
  return registry;
}
