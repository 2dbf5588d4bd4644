import { SWAP_DEV_NETWORK_ID, SWAP_NETWORK_IDS } from '../constants.js';

/**
 * Whether swaps are offered on a CAIP-2 network: spec §9's twelve EVM ids plus the dev chain (eip155:31337).
 * Anything else (Solana, Bitcoin, other EVM ids, malformed ids) is not.
 * @example
 * isSwapNetwork('eip155:31337') // true
 * isSwapNetwork('eip155:11155111') // false
 * isSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // false
 */
export function isSwapNetwork(caipNetworkId: string): boolean {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(caipNetworkId);
  if (!match) return false;
  const id = Number(match[1]);
  return id === SWAP_DEV_NETWORK_ID || (SWAP_NETWORK_IDS as readonly number[]).includes(id);
}
