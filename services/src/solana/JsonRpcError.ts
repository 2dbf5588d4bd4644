/** JSON-RPC 2.0 error codes, plus the Solana node's own (agave `rpc_custom_error.rs`). */
export const JSON_RPC_ERROR_CODES = Object.freeze({
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  /** sendTransaction's preflight simulation failed (also: blockhash not found, already processed). */
  SEND_TRANSACTION_PREFLIGHT_FAILURE: -32002,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE: -32003,
});

/**
 * An error a JSON-RPC method answers with (`{ error: { code, message, data? } }`) instead of a result.
 * @example
 * throw new JsonRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid param: Invalid');
 */
export class JsonRpcError extends Error {
  override readonly name = 'JsonRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }

  /** The `error` member of a JSON-RPC response. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}
