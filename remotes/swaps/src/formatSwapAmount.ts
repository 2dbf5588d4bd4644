import { formatBalance, formatUnits } from '@foyer/kernel';

/** Base units of a token for display: truncated like balances (3 decimals), then the symbol. */
export function formatSwapAmount(baseUnits: bigint | string, decimals: number, symbol: string): string {
  return formatBalance(formatUnits(BigInt(baseUnits), decimals), symbol);
}

/** A price impact in percent for display: two decimals, '<0.01' below that. */
export function formatPriceImpact(percent: number): string {
  return percent > 0 && percent < 0.01 ? '<0.01' : percent.toFixed(2);
}
