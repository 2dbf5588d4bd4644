import { FOYER_DEV_TOKENS, isCaipAddress, parseCaipAddress } from '@foyer/kernel';
import { findChainToken } from '../chainTokens.js';
import { KNOWN_NATIVE_CURRENCIES } from '../createChainRegistry.js';
import { drawTokenGlyph } from './drawTokenGlyph.js';

/** Known token symbols (case-insensitive) -> the name shown as the image's title. */
function tokenNames(): Map<string, { symbol: string; name: string }> {
  const names = new Map<string, { symbol: string; name: string }>();
  for (const { symbol, name } of [...KNOWN_NATIVE_CURRENCIES, ...FOYER_DEV_TOKENS]) {
    if (!names.has(symbol.toLowerCase())) names.set(symbol.toLowerCase(), { symbol, name });
  }
  return names;
}

/**
 * The SVG of `/public/getTokenImage/{id}`: `id` is a known token's symbol (any case: `ETH`, `fusd`, `SOL`) or a known
 * token's CAIP-10 address (`eip155:31337:0x…`); undefined for anything else (the route answers 404).
 * @example
 * tokenImageSvg('WETH') // '<svg …>…WETH…</svg>'
 */
export function tokenImageSvg(id: string): string | undefined {
  let token = tokenNames().get(id.toLowerCase());
  if (token === undefined && isCaipAddress(id)) {
    const { caipNetworkId, address } = parseCaipAddress(id);
    token = findChainToken(caipNetworkId, address);
  }
  return token === undefined ? undefined : drawTokenGlyph(`token:${token.symbol}`, token.symbol, token.name);
}
