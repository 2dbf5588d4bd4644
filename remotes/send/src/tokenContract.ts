import type { TokenBalance } from '@foyer/kernel';

/** The contract (EVM) or mint (Solana) of a token balance; undefined for the native currency. */
export function tokenContract(token: Pick<TokenBalance, 'address'>): string | undefined {
  if (token.address === undefined) return undefined;
  const parts = token.address.split(':');
  return parts[parts.length - 1];
}
