import { NATIVE_TOKEN_PSEUDO_ADDRESS, parseUnits, type ConvertToken, type TokenBalance } from '@foyer/kernel';

/** Symbols of USD stablecoins: the default token bought when the chain's list has one. */
const STABLE_SYMBOLS = ['fUSD', 'USDC', 'USDT', 'DAI'];

/** Whether a convert token is the chain's native currency (the pseudo address). */
export function isNativeToken(token: Pick<ConvertToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_PSEUDO_ADDRESS}`);
}

/** Same CAIP-10 token address (case-insensitive). */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The account's balance of a convert token in base units (0 when it holds none): the native entry has no address. */
export function balanceOf(token: Pick<ConvertToken, 'address' | 'decimals'>, balances: readonly TokenBalance[]): bigint {
  const native = isNativeToken(token);
  const entry = balances.find((balance) => (native ? balance.address === undefined : balance.address !== undefined && sameAddress(balance.address, token.address)));
  return entry ? (parseUnits(entry.quantity.numeric, Number(entry.quantity.decimals)) ?? 0n) : 0n;
}

/** The pair shown before the user picks: the native currency sold for a stablecoin (else the first other token). */
export function defaultPair(tokens: readonly ConvertToken[]): { from?: ConvertToken; to?: ConvertToken } {
  const from = tokens.find(isNativeToken) ?? tokens[0];
  const others = tokens.filter((token) => token !== from);
  const to = STABLE_SYMBOLS.map((symbol) => others.find((token) => token.symbol === symbol)).find((token) => token !== undefined) ?? others[0];
  return { from, to };
}

/**
 * How many base units of `to` one whole `from` buys at a quote's amounts (exact bigint arithmetic).
 * @example
 * rateOf({ fromAmount: 10n ** 17n, toAmount: 298_500_000n, fromDecimals: 18 }) // 2_985_000_000n (2985 fUSD)
 */
export function rateOf({ fromAmount, toAmount, fromDecimals }: { fromAmount: bigint; toAmount: bigint; fromDecimals: number }): bigint {
  return fromAmount === 0n ? 0n : (toAmount * 10n ** BigInt(fromDecimals)) / fromAmount;
}
