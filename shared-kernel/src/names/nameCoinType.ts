import { chainIdToCoinType } from '../address/chainIdToCoinType.js';
import { MAX_EVM_COIN_TYPE_CHAIN_ID } from '../constants.js';
import type { CaipNetworkId } from '../types/network.js';

/** SLIP-44 coin type of Solana, which names use for Solana accounts. */
export const SOLANA_COIN_TYPE = 501;

/**
 * The coin type a name registration carries for an account on `caipNetworkId`: ENSIP-11 for EVM
 * chains (60 on Ethereum mainnet), 501 (SLIP-44) for Solana; `undefined` for families without names
 * and EVM chains whose id has no coin type (2^31 and above).
 * @example
 * nameCoinType('eip155:31337') // 2147514985
 */
export function nameCoinType(caipNetworkId: CaipNetworkId): number | undefined {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  if (namespace === 'solana') return SOLANA_COIN_TYPE;
  const chainId = Number(reference);
  if (namespace === 'eip155' && /^\d+$/.test(reference) && chainId < MAX_EVM_COIN_TYPE_CHAIN_ID) return chainIdToCoinType(chainId);
  return undefined;
}
