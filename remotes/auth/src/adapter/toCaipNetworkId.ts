import type { CaipNetworkId } from '@foyer/kernel';

/**
 * The CAIP-2 id of a chain id the frame reports (`31337`, `'31337'` or `'eip155:31337'`).
 * @example
 * toCaipNetworkId(31337) // 'eip155:31337'
 */
export function toCaipNetworkId(chainId: string | number): CaipNetworkId {
  const text = String(chainId);
  return (text.includes(':') ? text : `eip155:${text}`) as CaipNetworkId;
}
