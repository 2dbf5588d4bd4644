import { decodeFunctionResult, encodeFunctionData, type Address, type Hex } from 'viem';
import type { ChainEntry } from '../chain/createChainRegistry.js';
import { rpcBatchRequest, type RpcCall } from '../chain/rpcBatchRequest.js';
import { ServiceError } from '../errors/ServiceError.js';
import { foyerPairArtifact } from '../devChain/contracts/foyerPairArtifact.js';
import { convertError } from './convertError.js';

/** A pool's reserves, in the order of its tokens (`token0` first). */
export type PoolReserves = readonly [bigint, bigint];

export type AmmState = { reserves: ReadonlyMap<Address, PoolReserves>; gasPrice: bigint };

const GET_RESERVES = encodeFunctionData({ abi: foyerPairArtifact.abi, functionName: 'getReserves' });
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

function nodeAnswer(chain: ChainEntry, what: string, answer: string): ServiceError {
  return new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered ${what} with ${answer}`);
}

/**
 * The live reserves of `pools` and the node's gas price (unless `gasPrice` is given), read in ONE JSON-RPC batch at the
 * latest block. A pool without code is 404 `CONVERT_NO_POOL` (the dev chain is not seeded).
 */
export async function readAmmState(chain: ChainEntry, pools: readonly Address[], gasPrice?: bigint): Promise<AmmState> {
  const calls: RpcCall[] = pools.map((pool) => ({ method: 'eth_call', params: [{ to: pool, data: GET_RESERVES }, 'latest'] }));
  if (gasPrice === undefined) calls.push({ method: 'eth_gasPrice', params: [] });
  const outcomes = await rpcBatchRequest({ chainId: chain.chainId, url: chain.rpcUrl }, calls);
  const reserves = new Map<Address, PoolReserves>();
  pools.forEach((pool, index) => {
    const outcome = outcomes[index];
    if (outcome === undefined || !outcome.ok) throw nodeAnswer(chain, `getReserves of ${pool}`, outcome?.ok === false ? outcome.message : 'nothing');
    if (outcome.result === '0x') throw convertError('CONVERT_NO_POOL', `The pool ${pool} is not deployed on ${chain.chainId}: seed the dev chain (npm start does)`);
    if (typeof outcome.result !== 'string') throw nodeAnswer(chain, `getReserves of ${pool}`, JSON.stringify(outcome.result));
    let decoded: readonly [bigint, bigint, number];
    try {
      decoded = decodeFunctionResult({ abi: foyerPairArtifact.abi, functionName: 'getReserves', data: outcome.result as Hex });
    } catch {
      throw nodeAnswer(chain, `getReserves of ${pool}`, outcome.result.slice(0, 80));
    }
    reserves.set(pool, [decoded[0], decoded[1]]);
  });
  if (gasPrice !== undefined) return { reserves, gasPrice };
  const price = outcomes[pools.length];
  if (price === undefined || !price.ok || typeof price.result !== 'string' || !HEX_QUANTITY.test(price.result)) {
    throw nodeAnswer(chain, 'eth_gasPrice', price === undefined ? 'nothing' : price.ok ? JSON.stringify(price.result) : price.message);
  }
  return { reserves, gasPrice: BigInt(price.result) };
}
