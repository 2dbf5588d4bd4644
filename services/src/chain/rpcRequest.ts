import { ServiceError } from '../errors/ServiceError.js';
import { errorMessage } from '../errors/errorMessage.js';

export type RpcTarget = {
  /** CAIP-2 id, for messages. */
  chainId: string;
  url: string;
};

const DEFAULT_TIMEOUT_MS = 5_000;

let nextId = 1;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

// Duck-typed rather than `instanceof Error`: fetch's errors may come from another realm.
function reasonOf(error: unknown, timeoutMs: number): string {
  if (field(error, 'name') === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const code = field(field(error, 'cause'), 'code');
  if (typeof code === 'string') return code;
  return errorMessage(error);
}

/**
 * Calls a JSON-RPC method on an EVM node and resolves to its `result`. An unreachable node rejects
 * with a 502 `NODE_UNAVAILABLE` `ServiceError`, a node that answers with an error with 502 `NODE_ERROR`.
 */
export async function rpcRequest(
  target: RpcTarget,
  method: string,
  params: readonly unknown[],
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): Promise<unknown> {
  const unavailable = (reason: string, cause?: unknown): ServiceError =>
    new ServiceError(502, 'NODE_UNAVAILABLE', `The node of ${target.chainId} at ${target.url} is unreachable (${reason})`, {
      cause,
    });
  const nodeError = (reason: string, cause?: unknown): ServiceError =>
    new ServiceError(502, 'NODE_ERROR', `The node of ${target.chainId} failed ${method}: ${reason}`, { cause });

  let response: Response;
  let text: string;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw unavailable(reasonOf(error, timeoutMs), error);
  }
  if (!response.ok) throw nodeError(`HTTP status ${response.status}`);

  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw nodeError('the answer is not JSON', error);
  }
  if (typeof payload !== 'object' || payload === null) throw nodeError('the answer is not a JSON-RPC response');
  if ('error' in payload && payload.error !== undefined && payload.error !== null) {
    const { error } = payload;
    const message =
      typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : JSON.stringify(error);
    throw nodeError(message);
  }
  if (!('result' in payload)) throw nodeError('the answer has no result');
  return payload.result;
}
