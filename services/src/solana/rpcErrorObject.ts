import type { Eip1193ProviderRpcError, ProviderRpcError } from '@foyer/kernel';

/**
 * The `error` member of a JSON-RPC response: `data` only when set, as a Solana node answers. A
 * function here rather than a method on the kernel class, which ships in the shell's first load.
 * @example
 * rpcErrorObject(new ProviderRpcError(-32601, 'Method not found')) // { code: -32601, message: 'Method not found' }
 */
export function rpcErrorObject({ code, message, data }: ProviderRpcError): Eip1193ProviderRpcError {
  return data === undefined ? { code, message } : { code, message, data };
}
