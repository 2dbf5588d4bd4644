import { MAX_EVM_COIN_TYPE_CHAIN_ID } from '../constants.js';
import { InvalidCoinTypeChainIdError } from '../errors/address.js';

/** Ethereum mainnet keeps its SLIP-44 coin type (ENSIP-19, as viem's `toCoinType`). */
const ETHEREUM_COIN_TYPE = 60;

/**
 * ENSIP-11 coin type of an EVM chain: `0x80000000 | chainId`, except Ethereum mainnet (60).
 * Throws `InvalidCoinTypeChainIdError` unless `chainId` is an integer in [0, 2^31).
 * @example
 * chainIdToCoinType(10) // 2147483658
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= MAX_EVM_COIN_TYPE_CHAIN_ID) {
    throw new InvalidCoinTypeChainIdError({ chainId });
  }
  if (chainId === 1) return ETHEREUM_COIN_TYPE;
  return (MAX_EVM_COIN_TYPE_CHAIN_ID | chainId) >>> 0;
}

/**
 * EVM chain id of a coin type (ENSIP-19): 60 is mainnet, `0x80000000..0xffffffff` map back to
 * their chain id, anything else is not an EVM coin type (0).
 * @example
 * coinTypeToChainId(2147483658) // 10
 */
export function coinTypeToChainId(coinType: number): number {
  if (coinType === ETHEREUM_COIN_TYPE) return 1;
  if (Number.isSafeInteger(coinType) && coinType >= MAX_EVM_COIN_TYPE_CHAIN_ID && coinType <= 0xffffffff) {
    return (coinType ^ MAX_EVM_COIN_TYPE_CHAIN_ID) >>> 0;
  }
  return 0;
}
