/**
 * Limits of the RPC proxy; every bound it enforces is one of these. Costs are in request units: a
 * plain read is 1, heavy methods more (`rpcMethodCost`), a batch the sum of its calls.
 */

/** Request units one project may use per window, all addresses together. */
export const RPC_PROXY_RATE_LIMIT = 5_000;
/** Length of the project window (ms). */
export const RPC_PROXY_RATE_WINDOW_MS = 10_000;

/**
 * Request units per address (an IPv6 /64): a bucket of `RPC_PROXY_IP_BURST` refilled at
 * `RPC_PROXY_IP_PER_SECOND`, i.e. one tenth of a project's quota per window, so one script loop can
 * no longer keep a project at 429 for all its users (it takes ten addresses). The burst fits a full
 * batch of `RPC_PROXY_MAX_BATCH` eth_call; a request costing more is refused as invalid.
 */
export const RPC_PROXY_IP_BURST = 500;
export const RPC_PROXY_IP_PER_SECOND = 50;

/** Calls in one JSON-RPC batch. */
export const RPC_PROXY_MAX_BATCH = 100;
/** Largest request body (bytes). */
export const RPC_PROXY_MAX_BODY_BYTES = 512 * 1024;

/** Widest `eth_getLogs` block range forwarded (blocks, both ends included), as hosted providers cap it. */
export const RPC_PROXY_MAX_GET_LOGS_BLOCKS = 10_000;

/** Largest node answer read (bytes); a larger one is refused with 502 instead of being buffered. */
export const RPC_PROXY_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/** How long the proxy waits for a node, body included (ms). */
export const RPC_PROXY_TIMEOUT_MS = 10_000;

/** Request units of the methods that cost the node more than a lookup; every other call costs 1. */
export const RPC_METHOD_COSTS: Readonly<Record<string, number>> = {
  eth_getLogs: 20,
  eth_getFilterLogs: 20,
  eth_newFilter: 10,
  eth_newBlockFilter: 10,
  eth_newPendingTransactionFilter: 10,
  eth_call: 5,
  eth_estimateGas: 5,
  eth_createAccessList: 5,
  eth_getProof: 5,
  eth_sendRawTransaction: 5,
  eth_feeHistory: 2,
  getSignaturesForAddress: 10,
  getTokenAccountsByOwner: 10,
  getMultipleAccounts: 5,
  simulateTransaction: 5,
  sendTransaction: 5,
  getTransaction: 2,
};
