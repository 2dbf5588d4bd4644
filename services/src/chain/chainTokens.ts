import { FOYER_DEV_TOKENS, type FoyerDevToken } from '@foyer/kernel';

/**
 * The fungible tokens the services know on `chainId`: the dev chains' seeded tokens (the kernel table). Other chains
 * have none (no public indexer is queried), so their balances are the native currency only.
 */
export function chainTokens(chainId: string): readonly FoyerDevToken[] {
  return FOYER_DEV_TOKENS.filter((token) => token.caipNetworkId === chainId);
}

/** The known token of `chainId` at `address` (EVM: any case; Solana: exact). */
export function findChainToken(chainId: string, address: string): FoyerDevToken | undefined {
  const evm = chainId.startsWith('eip155:');
  return chainTokens(chainId).find((token) => (evm ? token.address.toLowerCase() === address.toLowerCase() : token.address === address));
}
