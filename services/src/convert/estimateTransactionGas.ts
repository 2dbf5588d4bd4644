import type { Address, Hex } from 'viem';
import type { ChainEntry } from '../chain/createChainRegistry.js';
import { rpcBatchRequest } from '../chain/rpcBatchRequest.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** The transaction a convert endpoint answers, before its gas. */
export type UnsignedCall = { from: Address; to: Address; data: Hex; value: bigint };

/**
 * The node's `eth_estimateGas` for `call` with 20 % headroom, or `fallback` when the estimate fails (the call would
 * revert now, e.g. an allowance not yet approved: the widget approves first, and the swap is built again or sent later).
 * An unreachable node still fails (502).
 */
export async function estimateTransactionGas(chain: ChainEntry, call: UnsignedCall, fallback: bigint): Promise<bigint> {
  const [outcome] = await rpcBatchRequest({ chainId: chain.chainId, url: chain.rpcUrl }, [
    { method: 'eth_estimateGas', params: [{ from: call.from, to: call.to, data: call.data, value: `0x${call.value.toString(16)}` }] },
  ]);
  if (outcome === undefined || !outcome.ok || typeof outcome.result !== 'string' || !HEX_QUANTITY.test(outcome.result)) return fallback;
  return (BigInt(outcome.result) * 12n) / 10n;
}
