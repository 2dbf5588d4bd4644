import { foyerDevSolana, solana, solanaDevnet, solanaTestnet, type CaipNetwork, type CaipNetworkId } from '@foyer/kernel';

/** Wallet Standard's Solana chain names (`solana:<cluster>`) and the CAIP-2 network each one is. */
const CLUSTER_NETWORKS: Readonly<Record<string, CaipNetworkId>> = {
  'solana:mainnet': solana.caipNetworkId,
  'solana:devnet': solanaDevnet.caipNetworkId,
  'solana:testnet': solanaTestnet.caipNetworkId,
  'solana:localnet': foyerDevSolana.caipNetworkId,
};

const CAIP_SOLANA = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/;

/**
 * The CAIP-2 id of a Wallet Standard chain: `solana:localnet` -> the Foyer dev network, a CAIP-2 id
 * (some wallets use them) as is; anything else `undefined`.
 * @example
 * caipNetworkIdOfWalletChain('solana:mainnet') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function caipNetworkIdOfWalletChain(chain: string): CaipNetworkId | undefined {
  return CLUSTER_NETWORKS[chain] ?? (CAIP_SOLANA.test(chain) ? (chain as CaipNetworkId) : undefined);
}

/**
 * The chain name to give a wallet for `network`: the one among `walletChains` that is this network
 * (a wallet may list the cluster name or the CAIP-2 id), else the cluster name, else the CAIP-2 id.
 * @example
 * walletChainFor(foyerDevSolana, ['solana:localnet']) // 'solana:localnet'
 */
export function walletChainFor(network: CaipNetwork, walletChains: readonly string[]): `${string}:${string}` {
  const listed = walletChains.find((chain) => caipNetworkIdOfWalletChain(chain) === network.caipNetworkId);
  if (listed !== undefined) return listed as `${string}:${string}`;
  const cluster = Object.keys(CLUSTER_NETWORKS).find((chain) => CLUSTER_NETWORKS[chain] === network.caipNetworkId);
  return (cluster ?? network.caipNetworkId) as `${string}:${string}`;
}
