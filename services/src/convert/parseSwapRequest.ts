import { CONVERT_ERROR_MESSAGES, NATIVE_TOKEN_PSEUDO_ADDRESS, isCaipAddress, isSwapNetwork, parseCaipAddress } from '@foyer/kernel';
import { getAddress, type Address } from 'viem';
import { ServiceError } from '../errors/ServiceError.js';
import { convertError } from './convertError.js';
import { findAmmMarket, type AmmMarket } from './findAmmMarket.js';

/** A token of a swap: the chain's native currency (swapped through the wrapped one) or a pooled ERC-20. */
export type SwapToken = {
  /** CAIP-10 as answered: checksummed, the native currency as `NATIVE_TOKEN_PSEUDO_ADDRESS`. */
  caipAddress: string;
  native: boolean;
  /** The token the pools hold: the wrapped native currency for `native`. */
  poolToken: Address;
};

/** The parts of a swap request every convert endpoint checks the same way. */
export type SwapRequest = { caipNetworkId: string; market: AmmMarket; from: SwapToken; to: SwapToken; user: Address };

/** Base-unit amounts: a canonical decimal integer, at most uint256. */
const AMOUNT = /^[1-9][0-9]{0,77}$/;
const MAX_UINT256 = (1n << 256n) - 1n;

function shown(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}

/** A swap network's CAIP-2 id, or 400 `CONVERT_NETWORK_NOT_SUPPORTED` ('Network not supported for Swaps'). */
export function requireSwapNetwork(caipNetworkId: string): string {
  if (!isSwapNetwork(caipNetworkId)) throw convertError('CONVERT_NETWORK_NOT_SUPPORTED', CONVERT_ERROR_MESSAGES.swapsNetworkNotSupported);
  return caipNetworkId;
}

function parseCaip10(value: string, field: string): { caipNetworkId: string; address: string } {
  if (!isCaipAddress(value)) throw new ServiceError(400, 'INVALID_ADDRESS', `${field}: '${shown(value)}' is not a CAIP-10 address (eip155:<chain id>:0x…)`);
  const parsed = parseCaipAddress(value);
  return { caipNetworkId: requireSwapNetwork(parsed.caipNetworkId), address: parsed.address };
}

/**
 * A CAIP-10 token of a swap: 400 `INVALID_ADDRESS` when malformed, `CONVERT_NETWORK_NOT_SUPPORTED` off the swap networks,
 * `CONVERT_UNKNOWN_TOKEN` when no pool of the network holds it (a swap network without our AMM holds none).
 */
export function parseSwapToken(value: string, field: string): { market: AmmMarket; token: SwapToken } {
  const { caipNetworkId, address } = parseCaip10(value, field);
  const market = findAmmMarket(caipNetworkId);
  if (market === undefined) throw convertError('CONVERT_UNKNOWN_TOKEN', `${field}: no pools on ${caipNetworkId}; swaps run on the dev chain's AMM`);
  if (address.toLowerCase() === NATIVE_TOKEN_PSEUDO_ADDRESS) {
    return { market, token: { caipAddress: `${caipNetworkId}:${NATIVE_TOKEN_PSEUDO_ADDRESS}`, native: true, poolToken: market.wrappedNative } };
  }
  const known = market.tokens.find((token) => token.address.toLowerCase() === address.toLowerCase());
  if (known === undefined) throw convertError('CONVERT_UNKNOWN_TOKEN', `${field}: ${shown(value)} is not a token of the ${caipNetworkId} pools`);
  const poolToken = getAddress(known.address);
  return { market, token: { caipAddress: `${caipNetworkId}:${poolToken}`, native: false, poolToken } };
}

/** The CAIP-10 account of a swap on `caipNetworkId` (400 `INVALID_ADDRESS` when malformed or on another chain). */
export function parseSwapUser(value: string, caipNetworkId: string): Address {
  const { caipNetworkId: network, address } = parseCaip10(value, 'userAddress');
  if (network !== caipNetworkId) throw new ServiceError(400, 'INVALID_ADDRESS', `userAddress: ${shown(value)} is not on ${caipNetworkId}`);
  return getAddress(address);
}

/** A base-unit amount > 0 and ≤ 2^256 − 1 as a decimal integer string, or 400 `CONVERT_INVALID_AMOUNT`. */
export function parseSwapAmount(value: string, field = 'amount'): bigint {
  const amount = AMOUNT.test(value) ? BigInt(value) : 0n;
  if (amount === 0n || amount > MAX_UINT256) {
    throw convertError('CONVERT_INVALID_AMOUNT', `${field}: '${shown(value)}' is not a base-unit amount (an integer above 0, at most 2^256 - 1)`);
  }
  return amount;
}

/** `from`, `to` and `userAddress` of a quote or build: one swap network, two different tokens of its pools. */
export function parseSwapRequest(query: { from: string; to: string; userAddress: string }): SwapRequest {
  const from = parseSwapToken(query.from, 'from');
  const to = parseSwapToken(query.to, 'to');
  if (from.market.caipNetworkId !== to.market.caipNetworkId) {
    throw new ServiceError(400, 'INVALID_PARAMETER', `from and to must be on the same network (${from.market.caipNetworkId}, ${to.market.caipNetworkId})`);
  }
  if (from.token.poolToken === to.token.poolToken) {
    const wrap = from.token.native !== to.token.native;
    throw convertError('CONVERT_SAME_TOKEN', wrap ? 'from and to are the native currency and its wrapped token: wrap or unwrap instead' : 'from and to are the same token');
  }
  const user = parseSwapUser(query.userAddress, from.market.caipNetworkId);
  return { caipNetworkId: from.market.caipNetworkId, market: from.market, from: from.token, to: to.token, user };
}
