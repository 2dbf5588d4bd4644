import { rpcBatchRequest, type RpcCall } from '../chain/rpcBatchRequest.js';

/** A JSON-RPC client of one EVM node for the indexer: single calls and batches (one HTTP request for many calls). */
export type EvmRpc = {
  url: string;
  request(method: string, params: readonly unknown[]): Promise<unknown>;
  /** Results in call order; rejects when any call fails. */
  batch(calls: readonly RpcCall[]): Promise<unknown[]>;
};

/** Catching up reads a hundred full blocks per batch: more time than a balance read. */
const TIMEOUT_MS = 15_000;

/**
 * The indexer's client of the EVM node of `chainId` at `url` (batches keep catch-up fast: a few HTTP round trips per
 * hundred blocks). Any failed call rejects the batch.
 * @example
 * const rpc = createEvmRpc('eip155:31337', 'http://127.0.0.1:8545');
 * const head = await rpc.request('eth_blockNumber', []);
 */
export function createEvmRpc(chainId: string, url: string): EvmRpc {
  const batch = async (calls: readonly RpcCall[]): Promise<unknown[]> => {
    const outcomes = await rpcBatchRequest({ chainId, url }, calls, TIMEOUT_MS);
    return outcomes.map((outcome, index) => {
      if (!outcome.ok) throw new Error(`${calls[index]?.method ?? 'call'} failed on ${chainId}: ${outcome.message}`);
      return outcome.result;
    });
  };
  return { url, request: async (method, params) => (await batch([{ method, params }]))[0], batch };
}
