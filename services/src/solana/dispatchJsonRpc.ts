import { JSON_RPC_ERROR_CODES, ProviderRpcError, type Eip1193ProviderRpcError } from '@foyer/kernel';
import { rpcErrorObject } from './rpcErrorObject.js';
import { stringifyJson } from './stringifyJson.js';

type JsonRpcId = string | number | null;
type JsonRpcResponse = { jsonrpc: '2.0'; id: JsonRpcId; result?: unknown; error?: Eip1193ProviderRpcError };

/** Looks a method up; `undefined` answers -32601. */
export type MethodLookup = (method: string) => ((params: unknown) => unknown) | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(request: Record<string, unknown>): JsonRpcId {
  const { id } = request;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

function errorResponse(id: JsonRpcId, error: ProviderRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: rpcErrorObject(error) };
}

function internalError(error: unknown): ProviderRpcError {
  // litesvm's native errors JSON.stringify to {}: keep their text.
  return new ProviderRpcError(JSON_RPC_ERROR_CODES.INTERNAL_ERROR, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
}

function respond(id: JsonRpcId, name: string, params: unknown, lookup: MethodLookup): JsonRpcResponse {
  if (params !== undefined && !Array.isArray(params)) {
    return errorResponse(id, new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid params: params must be an array'));
  }
  const method = lookup(name);
  if (method === undefined) return errorResponse(id, new ProviderRpcError(JSON_RPC_ERROR_CODES.METHOD_NOT_FOUND, 'Method not found'));
  try {
    return { jsonrpc: '2.0', id, result: method(params) };
  } catch (error) {
    return errorResponse(id, error instanceof ProviderRpcError ? error : internalError(error));
  }
}

function answer(request: unknown, lookup: MethodLookup): JsonRpcResponse | undefined {
  if (!isRecord(request) || request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
    return errorResponse(isRecord(request) ? idOf(request) : null, new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_REQUEST, 'Invalid request'));
  }
  const id = idOf(request);
  // A request without an id is a notification: nothing is answered, not even an error (kit's WebSocket pings).
  const isNotification = !('id' in request);
  const response = respond(id, request.method, request.params, lookup);
  return isNotification ? undefined : response;
}

/**
 * Answers a JSON-RPC 2.0 payload (one request or a batch) with the serialized response, or `undefined`
 * when nothing is due (notifications only). Malformed JSON answers -32700, unknown methods -32601.
 * @example
 * dispatchJsonRpc('{"jsonrpc":"2.0","id":1,"method":"getHealth"}', (name) => methods[name])
 * // '{"jsonrpc":"2.0","id":1,"result":"ok"}'
 */
export function dispatchJsonRpc(payload: string, lookup: MethodLookup): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return stringifyJson(errorResponse(null, new ProviderRpcError(JSON_RPC_ERROR_CODES.PARSE_ERROR, 'Parse error')));
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return stringifyJson(errorResponse(null, new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_REQUEST, 'Invalid request')));
    const responses = parsed.map((request) => answer(request, lookup)).filter((item) => item !== undefined);
    return responses.length === 0 ? undefined : stringifyJson(responses);
  }
  const response = answer(parsed, lookup);
  return response === undefined ? undefined : stringifyJson(response);
}
