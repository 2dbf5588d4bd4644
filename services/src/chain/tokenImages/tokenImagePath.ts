import type { AssetHolding } from '../AssetHolding.js';
import { findChainToken } from '../chainTokens.js';
import { KNOWN_NATIVE_CURRENCIES } from '../createChainRegistry.js';

/** The path of a token image route: `/public/getTokenImage/{id}`. */
export function tokenImageRoute(id: string): string {
  return `/public/getTokenImage/${encodeURIComponent(id)}`;
}

/**
 * The image path of a holding on `chainId`: by symbol (AppKit's token image ids) for native currencies and known
 * tokens; undefined for a token the services know nothing about.
 */
export function tokenImagePath(chainId: string, holding: Pick<AssetHolding, 'symbol' | 'token'>): string | undefined {
  if (holding.token === undefined) {
    return KNOWN_NATIVE_CURRENCIES.some((currency) => currency.symbol === holding.symbol) ? tokenImageRoute(holding.symbol) : undefined;
  }
  const known = findChainToken(chainId, holding.token);
  return known === undefined ? undefined : tokenImageRoute(known.symbol);
}
