import type { z } from 'zod';
import {
  isRelayMethod,
  relayParamsSchemas,
  requestFrameSchema,
  responseFrameSchema,
  type RelayMethod,
  type RelayParams,
} from './relayFrameSchemas.js';
import type { RelayConnection, RelayHub } from './RelayHub.js';
import type { PublishInput } from './RelayMailbox.js';
import { RELAY_ERROR_CODES, RelayRpcError, rpcError, rpcResult, type JsonRpcId, type JsonRpcResponse } from './relayJsonRpc.js';

/** Tags and ttl of the messages carried by wc_proposeSession / wc_approveSession (sign-client 2.21.8 engine constants). */
const SESSION_PROPOSE_TAG = 1100;
const SESSION_PROPOSE_RESPONSE_TAG = 1101;
const SESSION_SETTLE_TAG = 1102;
const CUSTOM_PUBLISH_DEFAULT_TTL_SECONDS = 300;

/** A handler's result, or a promise of it when the answer waits for the publishes to reach the shared store (Redis). */
type Handler<M extends RelayMethod> = (hub: RelayHub, connection: RelayConnection, params: RelayParams<M>) => unknown;

/**
 * `hub.publish`, its promise marked as handled at once: when a later publish of the same request is refused (a quota),
 * the earlier ones are not awaited, and a Redis failure of theirs must not become an unhandled rejection.
 */
function publish(hub: RelayHub, connection: RelayConnection, input: PublishInput): Promise<void> | undefined {
  const stored = hub.publish(connection, input);
  stored?.catch(() => undefined);
  return stored;
}

/** A promise of `result` once every publish of the request is stored (`RelayHub.publish`); `result` itself on one instance. */
function whenStored(stored: readonly (Promise<void> | undefined)[], result: unknown): unknown {
  const pending = stored.filter((each) => each !== undefined);
  return pending.length === 0 ? result : Promise.all(pending).then(() => result);
}

const handlers: { [M in RelayMethod]: Handler<M> } = {
  irn_subscribe: (hub, connection, { topic }) => hub.subscribe(connection, topic),
  irn_batchSubscribe: (hub, connection, { topics }) => topics.map((topic) => hub.subscribe(connection, topic)),
  irn_unsubscribe: (hub, connection, { topic }) => {
    hub.unsubscribe(connection, topic);
    return true;
  },
  irn_batchUnsubscribe: (hub, connection, { subscriptions }) => {
    for (const { topic } of subscriptions) hub.unsubscribe(connection, topic);
    return true;
  },
  irn_publish: (hub, connection, params) => {
    hub.admitPublishes(connection, 1);
    return whenStored([publish(hub, connection, params)], true);
  },
  irn_batchPublish: (hub, connection, { messages }) => {
    hub.admitPublishes(connection, messages.length);
    return whenStored(
      messages.map((message) => publish(hub, connection, message)),
      true,
    );
  },
  irn_fetchMessages: (hub, connection, { topic }) => hub.fetch(connection, [topic]),
  irn_batchFetchMessages: (hub, connection, { topics }) => hub.fetch(connection, topics),
  // The dapp creates the pairing without subscribing: the relay subscribes it and stores the proposal for the wallet.
  wc_proposeSession: (hub, connection, params) => {
    hub.admitPublishes(connection, 1);
    hub.subscribe(connection, params.pairingTopic);
    const proposal = publish(hub, connection, {
      topic: params.pairingTopic,
      message: params.sessionProposal,
      ttl: params.ttl ?? CUSTOM_PUBLISH_DEFAULT_TTL_SECONDS,
      tag: SESSION_PROPOSE_TAG,
      attestation: params.attestation,
    });
    return whenStored([proposal], true);
  },
  // The wallet answers on the pairing topic, settles on the session topic and is subscribed to the latter.
  wc_approveSession: (hub, connection, params) => {
    const ttl = params.ttl ?? CUSTOM_PUBLISH_DEFAULT_TTL_SECONDS;
    hub.admitPublishes(connection, 2);
    hub.subscribe(connection, params.sessionTopic);
    const response = publish(hub, connection, { topic: params.pairingTopic, message: params.sessionProposalResponse, ttl, tag: SESSION_PROPOSE_RESPONSE_TAG });
    const settlement = publish(hub, connection, { topic: params.sessionTopic, message: params.sessionSettlementRequest, ttl, tag: SESSION_SETTLE_TAG });
    return whenStored([response, settlement], true);
  },
};

function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'params'}: ${issue.message}`)
    .join('; ');
}

function idOf(value: unknown): JsonRpcId {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const { id } = value;
  return (typeof id === 'string' && id.length <= 64) || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/** What a client is told when its publish could not be stored: an error it retries on, never a result. */
const NOT_STORED = 'Internal error: the message could not be stored; retry the publish';

function call<M extends RelayMethod>(
  hub: RelayHub,
  connection: RelayConnection,
  method: M,
  id: JsonRpcId,
  params: unknown,
): JsonRpcResponse | Promise<JsonRpcResponse> {
  const parsed = relayParamsSchemas[method].safeParse(params);
  if (!parsed.success) return rpcError(id, RELAY_ERROR_CODES.INVALID_PARAMS, `Invalid params for ${method}: ${issuesOf(parsed.error)}`);
  const handler = handlers[method] as Handler<M>;
  const result = handler(hub, connection, parsed.data as RelayParams<M>);
  if (!(result instanceof Promise)) return rpcResult(id, result);
  return result.then(
    (value: unknown) => rpcResult(id, value),
    () => rpcError(id, RELAY_ERROR_CODES.INTERNAL_ERROR, NOT_STORED),
  );
}

/**
 * Handles one WebSocket frame of a client: a JSON-RPC request (answered) or the client's response to
 * an `irn_subscription` (its acknowledgement, not answered). Anything malformed gets a JSON-RPC error
 * response; nothing a client sends can throw out of here. With Redis, the answer to a publish is a
 * promise: a result once the message is stored there, an INTERNAL_ERROR the client retries on if it
 * could not be (the promise never rejects).
 *
 * @example
 * socket.on('message', (data, isBinary) => {
 *   const response = handleRelayFrame(hub, connection, data.toString('utf8'), isBinary);
 *   if (response) void Promise.resolve(response).then((answer) => hub.send(connection, answer));
 * });
 */
export function handleRelayFrame(
  hub: RelayHub,
  connection: RelayConnection,
  text: string,
  isBinary: boolean,
): JsonRpcResponse | Promise<JsonRpcResponse> | undefined {
  if (isBinary) return rpcError(null, RELAY_ERROR_CODES.INVALID_REQUEST, 'Invalid request: binary frames are not supported');
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return rpcError(null, RELAY_ERROR_CODES.PARSE_ERROR, 'Parse error: the frame is not JSON');
  }
  if (Array.isArray(frame)) return rpcError(null, RELAY_ERROR_CODES.INVALID_REQUEST, 'Invalid request: batch requests are not supported');
  if (typeof frame !== 'object' || frame === null) {
    return rpcError(null, RELAY_ERROR_CODES.INVALID_REQUEST, 'Invalid request: expected a JSON-RPC object');
  }

  if (!('method' in frame) && ('result' in frame || 'error' in frame)) {
    const response = responseFrameSchema.safeParse(frame);
    if (response.success) hub.acknowledge(connection, response.data.id, response.data.error === undefined);
    return undefined;
  }

  const request = requestFrameSchema.safeParse(frame);
  if (!request.success) return rpcError(idOf(frame), RELAY_ERROR_CODES.INVALID_REQUEST, `Invalid request: ${issuesOf(request.error)}`);
  const { id, method, params } = request.data;
  if (!isRelayMethod(method)) return rpcError(id, RELAY_ERROR_CODES.METHOD_NOT_FOUND, `Method not found: ${method}`);
  try {
    return call(hub, connection, method, id, params);
  } catch (error) {
    if (error instanceof RelayRpcError) return rpcError(id, error.code, error.message);
    throw error;
  }
}
