/**
 * The Solana node's own JSON-RPC error codes (agave `rpc_custom_error.rs`); the standard JSON-RPC
 * codes are the kernel's `JSON_RPC_ERROR_CODES`.
 */
export const SOLANA_RPC_ERROR_CODES = {
  /** sendTransaction's preflight simulation failed (also: blockhash not found, already processed). */
  SEND_TRANSACTION_PREFLIGHT_FAILURE: -32002,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE: -32003,
} as const;
