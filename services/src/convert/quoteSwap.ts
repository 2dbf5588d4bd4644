import { createHash } from 'node:crypto';
import { SWAP_POOL_FEE_BPS, SWAP_QUOTE_VALIDITY_MS, type ConvertQuote } from '@foyer/kernel';
import type { Address } from 'viem';
import type { ChainEntry } from '../chain/createChainRegistry.js';
import { convertError } from './convertError.js';
import { candidateRoutes, findAmmPool, type AmmPool } from './findAmmMarket.js';
import { getAmountOut } from './getAmountOut.js';
import type { SwapRequest } from './parseSwapRequest.js';
import { readAmmState, type PoolReserves } from './readAmmState.js';

/** Gas of a router swap: a base, each pool crossed, and wrapping ETH in or unwrapping it out (measured on anvil, rounded up). */
export const SWAP_GAS = { base: 40_000n, perHop: 60_000n, nativeIn: 30_000n, nativeOut: 30_000n } as const;

const BPS = 10_000n;
const MAX_UINT112 = (1n << 112n) - 1n;
const RATIO_SCALE = 10n ** 18n;

/** A quote with its route: what `build-transaction` encodes. */
export type SwapQuote = {
  quote: ConvertQuote;
  /** The pools' token path (the wrapped native currency for ETH), `from` first. */
  route: Address[];
  amountIn: bigint;
  amountOut: bigint;
  minimumOut: bigint;
  gasPrice: bigint;
};

type Hop = { pool: AmmPool; tokenIn: Address; reserveIn: bigint; reserveOut: bigint };
type Priced = { route: Address[]; hops: Hop[]; amounts: bigint[] } | { failure: 'capacity' | 'dust' };

function hopsOf(route: Address[], pools: (a: Address, b: Address) => AmmPool, reserves: ReadonlyMap<Address, PoolReserves>): Hop[] {
  return route.slice(1).map((tokenOut, index) => {
    const tokenIn = route[index] as Address;
    const pool = pools(tokenIn, tokenOut);
    const [reserve0, reserve1] = reserves.get(pool.address) ?? [0n, 0n];
    return pool.token0 === tokenIn ? { pool, tokenIn, reserveIn: reserve0, reserveOut: reserve1 } : { pool, tokenIn, reserveIn: reserve1, reserveOut: reserve0 };
  });
}

// A pool cannot take more than it already holds of the input (that would more than halve the price), nor overflow its
// uint112 reserves; an output rounded to nothing buys nothing.
function price(route: Address[], hops: Hop[], amountIn: bigint): Priced {
  const amounts = [amountIn];
  for (const hop of hops) {
    const input = amounts[amounts.length - 1] as bigint;
    if (hop.reserveIn === 0n || hop.reserveOut === 0n || input > hop.reserveIn || hop.reserveIn + input > MAX_UINT112) return { failure: 'capacity' };
    const output = getAmountOut(input, hop.reserveIn, hop.reserveOut);
    if (output === 0n) return { failure: 'dust' };
    amounts.push(output);
  }
  return { route, hops, amounts };
}

/** Price impact in percent: how far the output falls below the pools' mid price, the fee left aside. */
function priceImpact(hops: Hop[], amounts: bigint[]): number {
  let ratio = RATIO_SCALE;
  hops.forEach((hop, index) => {
    const input = amounts[index] as bigint;
    const output = amounts[index + 1] as bigint;
    // output / (input · (1 − fee) · reserveOut / reserveIn)
    ratio = (ratio * output * hop.reserveIn * BPS) / (input * (BPS - BigInt(SWAP_POOL_FEE_BPS)) * hop.reserveOut);
  });
  const impact = Number(RATIO_SCALE - ratio) / Number(RATIO_SCALE / 100n);
  return Math.round(Math.max(0, impact) * 10_000) / 10_000;
}

/** The pools' fee in `from` base units: what the compounded fee of every hop takes from the input. */
function poolFee(amountIn: bigint, hops: number): bigint {
  return amountIn - (amountIn * (BPS - BigInt(SWAP_POOL_FEE_BPS)) ** BigInt(hops)) / BPS ** BigInt(hops);
}

/** `amount` reduced by `slippageBps` (1 % = 100), rounded down. */
export function applySlippage(amount: bigint, slippageBps: bigint): bigint {
  return (amount * (BPS - slippageBps)) / BPS;
}

/**
 * The exact output of swapping `amountIn` of `request.from` for `request.to` on the live reserves (one JSON-RPC batch):
 * the direct pool or two hops through the wrapped native currency, whichever gives more. 404 `CONVERT_NO_POOL` without
 * a route, 422 `CONVERT_INSUFFICIENT_LIQUIDITY` when the pools cannot take the amount, 400 `CONVERT_INVALID_AMOUNT` when
 * it buys nothing.
 */
export async function quoteSwap(
  chain: ChainEntry,
  request: SwapRequest,
  amountIn: bigint,
  options: { slippageBps: bigint; gasPrice?: bigint; now?: number },
): Promise<SwapQuote> {
  const { market, from, to } = request;
  const pool = (x: Address, y: Address): AmmPool => {
    const found = findAmmPool(market, x, y);
    if (found === undefined) throw new Error(`no pool ${x}/${y}`);
    return found;
  };
  const routes = candidateRoutes(market, from.poolToken, to.poolToken);
  if (routes.length === 0) throw convertError('CONVERT_NO_POOL', `No pool route from ${from.caipAddress} to ${to.caipAddress}`);

  const pools = [...new Set(routes.flatMap((route) => route.slice(1).map((token, index) => pool(route[index] as Address, token).address)))];
  const state = await readAmmState(chain, pools, options.gasPrice);
  const priced = routes.map((route) => price(route, hopsOf(route, pool, state.reserves), amountIn));
  let best: Extract<Priced, { route: Address[] }> | undefined;
  for (const candidate of priced) {
    if ('route' in candidate && (best === undefined || (candidate.amounts.at(-1) as bigint) > (best.amounts.at(-1) as bigint))) best = candidate;
  }
  if (best === undefined) {
    if (priced.some((candidate) => 'failure' in candidate && candidate.failure === 'capacity')) {
      throw convertError('CONVERT_INSUFFICIENT_LIQUIDITY', `The pools cannot take ${amountIn} of ${from.caipAddress}: the amount exceeds their reserve`);
    }
    throw convertError('CONVERT_INVALID_AMOUNT', `${amountIn} of ${from.caipAddress} is too little to buy any ${to.caipAddress}`);
  }

  const amountOut = best.amounts.at(-1) as bigint;
  const minimumOut = applySlippage(amountOut, options.slippageBps);
  const hops = best.hops.length;
  const gas = SWAP_GAS.base + SWAP_GAS.perHop * BigInt(hops) + (from.native ? SWAP_GAS.nativeIn : 0n) + (to.native ? SWAP_GAS.nativeOut : 0n);
  const quotedAt = options.now ?? Date.now();
  const reserves = best.hops.map((hop) => [hop.pool.address, hop.reserveIn.toString(), hop.reserveOut.toString()]);
  const id = createHash('sha256')
    .update(JSON.stringify([chain.chainId, from.caipAddress, to.caipAddress, amountIn.toString(), reserves, quotedAt]))
    .digest('hex')
    .slice(0, 32);
  const path = [from.caipAddress, ...best.route.slice(1, -1).map((token) => `${chain.chainId}:${token}`), to.caipAddress];
  return {
    route: best.route,
    amountIn,
    amountOut,
    minimumOut,
    gasPrice: state.gasPrice,
    quote: {
      id,
      fromAccount: from.caipAddress,
      fromAmount: amountIn.toString(),
      toAccount: to.caipAddress,
      toAmount: amountOut.toString(),
      minimumOut: minimumOut.toString(),
      priceImpact: priceImpact(best.hops, best.amounts),
      fee: poolFee(amountIn, hops).toString(),
      path,
      gas: gas.toString(),
      networkFee: (gas * state.gasPrice).toString(),
      quotedAt: new Date(quotedAt).toISOString(),
      expiresAt: new Date(quotedAt + SWAP_QUOTE_VALIDITY_MS).toISOString(),
    },
  };
}
