/** Read-only (or already-signed) methods the frame forwards to the node without approval (spec §6). */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  // Broadcasts an already-signed transaction: no key is used, so it stays safe (as in AppKit 1.7.16).
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'wallet_getAssets',
] as const;

/**
 * Methods that use the user's key. The secure site never runs them from `/api/rpc`: the frame shows its own approval
 * UI and the server signs only with a one-time approval of exactly that request (ApproveTransaction hosts the frame).
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];

const SAFE: ReadonlySet<unknown> = new Set<string>(SAFE_RPC_METHODS);
const UNSAFE: ReadonlySet<unknown> = new Set<string>(UNSAFE_RPC_METHODS);

/**
 * Whether `method` is a safe (read-only) method. Exact, case-sensitive match; non-strings are never safe.
 * @example
 * isSafeRpcMethod('eth_getBalance') // true
 * isSafeRpcMethod('personal_sign') // false
 */
export function isSafeRpcMethod(method: unknown): method is SafeRpcMethod {
  return typeof method === 'string' && SAFE.has(method);
}

/**
 * Whether `method` signs with the user's key and therefore needs the user's approval.
 * @example
 * isUnsafeRpcMethod('personal_sign') // true
 * isUnsafeRpcMethod('PERSONAL_SIGN') // false
 */
export function isUnsafeRpcMethod(method: unknown): method is UnsafeRpcMethod {
  return typeof method === 'string' && UNSAFE.has(method);
}

/**
 * Whether the embedded wallet handles `method` at all; anything else is 'Requested RPC call is not allowed'.
 * @example
 * isAllowedRpcMethod('eth_sign') // false
 */
export function isAllowedRpcMethod(method: unknown): method is SafeRpcMethod | UnsafeRpcMethod {
  return isSafeRpcMethod(method) || isUnsafeRpcMethod(method);
}
