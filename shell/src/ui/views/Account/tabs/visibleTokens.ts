import type { TokenBalance } from '@foyer/kernel';

/**
 * The Tokens tab's rows (spec §5): only balances of the active chain, tokens with zero decimals left out; the native
 * currency (no token address) first, then by fiat value, highest first (ties keep the service's order).
 * @example
 * visibleTokens(balances, 'eip155:31337') // [ETH, WETH, fUSD, FOY] — no ZERO
 */
export function visibleTokens(balances: readonly TokenBalance[], chainId: string): TokenBalance[] {
  return balances
    .filter((balance) => balance.chainId === chainId && Number(balance.quantity.decimals) > 0)
    .map((balance, index) => ({ balance, index }))
    .sort((a, b) => rank(a.balance) - rank(b.balance) || b.balance.value - a.balance.value || a.index - b.index)
    .map(({ balance }) => balance);
}

const rank = (balance: TokenBalance) => (balance.address === undefined ? 0 : 1);
