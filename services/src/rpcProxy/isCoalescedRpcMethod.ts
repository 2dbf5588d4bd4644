import { EVM_RPC_ALLOW_LIST, SOLANA_RPC_ALLOW_LIST } from './rpcAllowList.js';

/**
 * Allowed methods whose answer is not the same for everyone asking at the same moment: sending a transaction (each
 * request sends), and the filter methods (a filter is state on the node, polled by one client). A method that changes
 * the node's state, added to an allow-list, belongs here too.
 */
const NEVER_COALESCED = /^(eth_sendRawTransaction|sendTransaction)$|Filter/;

/** The allowed reads: their answer depends only on the chain's state. */
const COALESCED_RPC_METHODS: ReadonlySet<string> = new Set([...EVM_RPC_ALLOW_LIST, ...SOLANA_RPC_ALLOW_LIST].filter((method) => !NEVER_COALESCED.test(method)));

/**
 * Whether the RPC proxy may answer concurrent identical calls of `method` with one node call.
 * @example
 * isCoalescedRpcMethod('eth_getBalance')         // true
 * isCoalescedRpcMethod('eth_sendRawTransaction') // false
 */
export function isCoalescedRpcMethod(method: string): boolean {
  return COALESCED_RPC_METHODS.has(method);
}
