import { SWAP_POOL_FEE_BPS } from '@foyer/kernel';

const BPS = 10_000n;

/**
 * What a constant-product pool with `reserveIn` / `reserveOut` gives for `amountIn` after the pool fee, exactly as
 * `FoyerPair` enforces it (and `FoyerAmmRouter.getAmountOut` computes it): floor(in·(1−fee)·R_out / (R_in + in·(1−fee))).
 *
 * @example
 * getAmountOut(10n ** 17n, 100n * 10n ** 18n, 300_000n * 10n ** 6n); // 298_802_094n (0.1 ETH → 298.80 fUSD)
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const amountInWithFee = amountIn * (BPS - BigInt(SWAP_POOL_FEE_BPS));
  return (amountInWithFee * reserveOut) / (reserveIn * BPS + amountInWithFee);
}
