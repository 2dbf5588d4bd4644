import { foyerDevSolana } from '@foyer/kernel';
import { ConfigError } from '../errors/ConfigError.js';

export type NativeCurrency = { name: string; symbol: string; decimals: number };

/** The chain families the chain data service reads balances from. */
export type ChainFamily = 'eip155' | 'solana';

export type ChainEntry = {
  /** CAIP-2 id, e.g. `eip155:31337` or `solana:<genesis hash prefix>`. */
  chainId: string;
  namespace: ChainFamily;
  rpcUrl: string;
  nativeCurrency: NativeCurrency;
};

export type ChainRegistry = ReadonlyMap<string, ChainEntry>;

export type ChainRegistryOptions = {
  /** JSON-RPC URL of the local Solana dev node, served as `foyerDevSolana` (solana:FoyerDevSo1anaLoca1Genesis111111). */
  solanaRpcUrl?: string;
};

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 };

/** Native currencies of EVM chains whose currency is not Ether. */
const NATIVE_CURRENCIES: Readonly<Record<string, NativeCurrency>> = {
  'eip155:56': { name: 'BNB', symbol: 'BNB', decimals: 18 },
  'eip155:97': { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  'eip155:137': { name: 'POL', symbol: 'POL', decimals: 18 },
  'eip155:43114': { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  'eip155:100': { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
};

/** Every native currency the registry may assign, for the token images (`/public/getTokenImage/{symbol}`). */
export const KNOWN_NATIVE_CURRENCIES: readonly NativeCurrency[] = [ETHER, SOL, ...Object.values(NATIVE_CURRENCIES)];

const EIP155_CHAIN_ID = /^eip155:[1-9]\d{0,31}$/;
const SOLANA_CHAIN_ID = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/;

function familyOf(chainId: string): ChainFamily {
  if (EIP155_CHAIN_ID.test(chainId)) return 'eip155';
  if (SOLANA_CHAIN_ID.test(chainId)) return 'solana';
  throw new ConfigError(`Chain '${chainId}' is not an eip155 or solana CAIP-2 id (eip155:<number>, solana:<32 base58 characters>)`);
}

function checkRpcUrl(chainId: string, rpcUrl: string): void {
  let url: URL;
  try {
    url = new URL(rpcUrl);
  } catch {
    throw new ConfigError(`The RPC URL of ${chainId} is not a URL: '${rpcUrl}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`The RPC URL of ${chainId} must be http(s), got '${rpcUrl}'`);
  }
}

/**
 * The chains the chain data service answers for, from a CAIP-2 id -> JSON-RPC URL map (EVM and Solana
 * ids) plus, with `solanaRpcUrl`, the local Solana dev network.
 * @example
 * createChainRegistry({ 'eip155:31337': 'http://127.0.0.1:8545' }, { solanaRpcUrl: 'http://127.0.0.1:8899' })
 */
export function createChainRegistry(chains: Readonly<Record<string, string>>, options: ChainRegistryOptions = {}): ChainRegistry {
  const all: Record<string, string> = { ...chains };
  if (options.solanaRpcUrl !== undefined) all[foyerDevSolana.caipNetworkId] = options.solanaRpcUrl;
  const registry = new Map<string, ChainEntry>();
  for (const [chainId, rpcUrl] of Object.entries(all)) {
    const namespace = familyOf(chainId);
    checkRpcUrl(chainId, rpcUrl);
    const nativeCurrency = namespace === 'solana' ? SOL : (NATIVE_CURRENCIES[chainId] ?? ETHER);
    registry.set(chainId, { chainId, namespace, rpcUrl, nativeCurrency });
  }
  return registry;
}
