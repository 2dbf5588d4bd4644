import { foyerDevSolana, solana, solanaDevnet, solanaTestnet } from '@foyer/kernel';

/** The Wallet Standard cluster names a Sign-In-With-Solana `Chain ID` may carry; `localnet` is the local dev network. */
const CLUSTERS: Readonly<Record<string, string>> = {
  mainnet: solana.caipNetworkId,
  devnet: solanaDevnet.caipNetworkId,
  testnet: solanaTestnet.caipNetworkId,
  localnet: foyerDevSolana.caipNetworkId,
};

/**
 * The CAIP-2 network of a Sign-In-With-Solana `Chain ID`: a CAIP-2 reference (genesis hash prefix) or a
 * Wallet Standard cluster name, either with or without the `solana:` prefix.
 *
 * @example
 * solanaNetworkOfChainId('mainnet') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function solanaNetworkOfChainId(chainId: string): string {
  const reference = chainId.startsWith('solana:') ? chainId.slice('solana:'.length) : chainId;
  return CLUSTERS[reference] ?? `solana:${reference}`;
}
