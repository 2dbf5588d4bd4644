import { RPC_METHOD_COSTS } from './rpcProxyLimits.js';

/**
 * Request units one call costs against the per-address and per-project quotas (`RPC_METHOD_COSTS`,
 * 1 for anything else, malformed calls included: they still cost a parse).
 *
 * @example
 * rpcMethodCost('eth_getLogs') // 20
 * rpcMethodCost('eth_chainId') // 1
 */
export function rpcMethodCost(method: unknown): number {
  return typeof method === 'string' && Object.hasOwn(RPC_METHOD_COSTS, method) ? (RPC_METHOD_COSTS[method] ?? 1) : 1;
}
