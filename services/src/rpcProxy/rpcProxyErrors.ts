/** JSON-RPC error codes the proxy answers a single call with (EIP-1474 numbering). */
export const RPC_PROXY_ERROR_CODES = {
  INVALID_REQUEST: -32600,
  /** A proxy limit on one call: an `eth_getLogs` block range wider than `RPC_PROXY_MAX_GET_LOGS_BLOCKS`. */
  LIMIT_EXCEEDED: -32005,
} as const;
