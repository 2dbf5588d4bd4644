/** Prices are kept to a millionth of a currency unit in the value arithmetic. */
const PRICE_SCALE = 1_000_000n;

/**
 * The fiat value of `amount` base units at `price` per whole token, rounded half-up to cents, without floating-point
 * error on the amount (bigint arithmetic; the price counts to 6 decimals).
 * @example
 * fiatValue(1_234_560_000n, 6, 1) // 1234.56
 * fiatValue(2_500_000_000_000_000_000n, 18, 3000) // 7500
 */
export function fiatValue(amount: bigint, decimals: number, price: number): number {
  if (!(price > 0) || !Number.isFinite(price) || amount <= 0n) return 0;
  const priceMicros = BigInt(Math.round(price * Number(PRICE_SCALE)));
  // cents = amount / 10^decimals * price * 100
  const numerator = amount * priceMicros * 100n;
  const denominator = 10n ** BigInt(decimals) * PRICE_SCALE;
  const cents = (numerator * 2n + denominator) / (denominator * 2n);
  return Number(cents) / 100;
}
