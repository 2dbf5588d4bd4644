import { FOYER_DEV_AMM, FOYER_DEV_TOKENS, type FoyerDevToken } from '@foyer/kernel';
import { getAddress, type Address } from 'viem';

/** One pool of a market: `token0` has the lower address. */
export type AmmPool = { address: Address; token0: Address; token1: Address };

/** The AMM the services quote and build swaps on for one chain. */
export type AmmMarket = {
  caipNetworkId: string;
  router: Address;
  wrappedNative: Address;
  pools: readonly AmmPool[];
  /** The chain's known tokens that some pool holds, in `FOYER_DEV_TOKENS` order. */
  tokens: readonly FoyerDevToken[];
};

const devMarket: AmmMarket = (() => {
  const pools = FOYER_DEV_AMM.pairs.map((pair) => ({ address: getAddress(pair.address), token0: getAddress(pair.token0), token1: getAddress(pair.token1) }));
  const pooled = new Set(pools.flatMap((pool) => [pool.token0, pool.token1]));
  return {
    caipNetworkId: FOYER_DEV_AMM.caipNetworkId,
    router: getAddress(FOYER_DEV_AMM.router),
    wrappedNative: getAddress(FOYER_DEV_AMM.wrappedNative),
    pools,
    tokens: FOYER_DEV_TOKENS.filter((token) => token.caipNetworkId === FOYER_DEV_AMM.caipNetworkId && pooled.has(getAddress(token.address))),
  };
})();

/** The AMM of a CAIP-2 network: our dev chain's (`FOYER_DEV_AMM`); other networks have none here. */
export function findAmmMarket(caipNetworkId: string): AmmMarket | undefined {
  return caipNetworkId === devMarket.caipNetworkId ? devMarket : undefined;
}

/** The pool of two tokens of `market`, in either order. */
export function findAmmPool(market: AmmMarket, tokenA: Address, tokenB: Address): AmmPool | undefined {
  return market.pools.find((pool) => (pool.token0 === tokenA && pool.token1 === tokenB) || (pool.token0 === tokenB && pool.token1 === tokenA));
}

/** The token paths from `tokenIn` to `tokenOut`: the direct pool, and two hops through the wrapped native currency. */
export function candidateRoutes(market: AmmMarket, tokenIn: Address, tokenOut: Address): Address[][] {
  const weth = market.wrappedNative;
  const routes: Address[][] = [];
  if (findAmmPool(market, tokenIn, tokenOut)) routes.push([tokenIn, tokenOut]);
  if (tokenIn !== weth && tokenOut !== weth && findAmmPool(market, tokenIn, weth) && findAmmPool(market, weth, tokenOut)) routes.push([tokenIn, weth, tokenOut]);
  return routes;
}
