import { ServiceError } from '../errors/ServiceError.js';
import { errorMessage } from '../errors/errorMessage.js';

export type RpcTarget = {
  /** CAIP-2 id, for messages. */
  chainId: string;
  url: string;
};

export const DEFAULT_RPC_TIMEOUT_MS = 5_000;

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

/** A 502 `NODE_ERROR` naming the chain and what failed. */
export function nodeError(target: RpcTarget, what: string, reason: string, cause?: unknown): ServiceError {
  return new ServiceError(502, 'NODE_ERROR', `The node of ${target.chainId} failed ${what}: ${reason}`, { cause });
}

/**
 * POSTs a JSON-RPC `body` (one request or a batch) to `target` and resolves to the parsed JSON answer. An unreachable
 * node rejects with a 502 `NODE_UNAVAILABLE` `ServiceError`; an HTTP error or a non-JSON answer with 502 `NODE_ERROR`.
 */
export async function postJsonRpc(target: RpcTarget, body: unknown, what: string, timeoutMs: number = DEFAULT_RPC_TIMEOUT_MS): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new ServiceError(502, 'NODE_UNAVAILABLE', `The node of ${target.chainId} at ${target.url} is unreachable (${reasonOf(error, timeoutMs)})`, {
      cause: error,
    });
  }
  if (!response.ok) throw nodeError(target, what, `HTTP status ${response.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw nodeError(target, what, 'the answer is not JSON', error);
  }
}

/** The message of a JSON-RPC `error` member. */
export function rpcErrorMessage(error: unknown): string {
  const message = field(error, 'message');
  return typeof message === 'string' ? message : JSON.stringify(error);
}

let nextId = 1;

/** A fresh JSON-RPC request id. */
export function nextRpcId(): number {
  const id = nextId;
  nextId = nextId >= Number.MAX_SAFE_INTEGER ? 1 : nextId + 1;
  return id;
}
