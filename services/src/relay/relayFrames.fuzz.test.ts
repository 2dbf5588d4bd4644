import fc from 'fast-check';
import type { WebSocket } from 'ws';
import { FUZZ_SIGN_RUNS, fuzzParameters } from '../../../shared-kernel/src/test/fuzz.js';
import { handleRelayFrame } from './handleRelayFrame.js';
import { isRelayMethod, relayParamsSchemas, requestFrameSchema, responseFrameSchema, type RelayMethod } from './relayFrameSchemas.js';
import { RelayHub } from './RelayHub.js';
import { RELAY_ERROR_CODES } from './relayJsonRpc.js';
import { silentRelayLogger } from './relayLogger.js';

// A hub of its own per case, with a socket that is already closed: the frame handler is what is fuzzed, not delivery
// (startRelay.test.ts covers that over real sockets).
const closedSocket = { readyState: 3, bufferedAmount: 0, send: () => undefined, close: () => undefined, terminate: () => undefined } as unknown as WebSocket;
function withConnection<T>(run: (hub: RelayHub, connection: ReturnType<RelayHub['connect']>) => T): T {
  const hub = new RelayHub(silentRelayLogger, () => 1_700_000_000_000);
  const connection = hub.connect(closedSocket, 'did:key:z6MkfuzzIdentity', '127.0.0.1');
  try {
    return run(hub, connection);
  } finally {
    hub.disconnect(connection);
  }
}

const ERROR_CODES = new Set<number>(Object.values(RELAY_ERROR_CODES));
const topic = fc.stringMatching(/^[0-9a-f]{64}$/);
const id = fc.oneof(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.stringMatching(/^[0-9]{1,19}$/));
const message = fc.string({ minLength: 1, maxLength: 200 });
const ttl = fc.integer({ min: 0, max: 0xffff_ffff });
const tag = fc.integer({ min: 0, max: 0xffff_ffff });
const publish = fc.record({ topic, message, ttl, tag, attestation: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }) }, { requiredKeys: ['topic', 'message', 'ttl'] });
const topics = fc.array(topic, { minLength: 1, maxLength: 5 });

/** Valid params of each method, from the WalletConnect relay API's description. */
const validParams: { [M in RelayMethod]: fc.Arbitrary<object> } = {
  irn_subscribe: fc.record({ topic }),
  irn_batchSubscribe: fc.record({ topics }),
  irn_unsubscribe: fc.record({ topic, id: fc.string({ maxLength: 64 }) }, { requiredKeys: ['topic'] }),
  irn_batchUnsubscribe: fc.record({ subscriptions: fc.array(fc.record({ topic, id: fc.string({ maxLength: 64 }) }, { requiredKeys: ['topic'] }), { minLength: 1, maxLength: 5 }) }),
  irn_publish: publish,
  irn_batchPublish: fc.record({ messages: fc.array(publish, { minLength: 1, maxLength: 3 }) }),
  irn_fetchMessages: fc.record({ topic }),
  irn_batchFetchMessages: fc.record({ topics }),
  wc_proposeSession: fc.record({ pairingTopic: topic, sessionProposal: message, ttl }, { requiredKeys: ['pairingTopic', 'sessionProposal'] }),
  wc_approveSession: fc.record({ pairingTopic: topic, sessionTopic: topic, sessionProposalResponse: message, sessionSettlementRequest: message, ttl }, { requiredKeys: ['pairingTopic', 'sessionTopic', 'sessionProposalResponse', 'sessionSettlementRequest'] }),
};
const methods = Object.keys(validParams) as RelayMethod[];
const validRequest = fc.constantFrom(...methods).chain((method) => fc.record({ jsonrpc: fc.constant('2.0' as const), id, method: fc.constant(method), params: validParams[method] }));

/** Frames near valid ones: a field replaced by junk, dropped, or a method near-missed. */
const nearRequest = fc.tuple(validRequest, fc.constantFrom('id', 'method', 'params', 'param', 'jsonrpc', 'drop'), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string())).map(([frame, part, junk]) => {
  if (part === 'param') return { ...frame, params: { ...frame.params, [Object.keys(frame.params)[0] ?? 'topic']: junk } };
  if (part === 'drop') return { id: frame.id, method: frame.method };
  if (part === 'method') return { ...frame, method: typeof junk === 'string' ? `${frame.method}${junk}` : junk };
  return { ...frame, [part]: junk };
});
const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  nearRequest.map((frame) => JSON.stringify(frame)),
  fc.record({ id: fc.jsonValue(), result: fc.jsonValue(), error: fc.jsonValue() }, { requiredKeys: [] }).map((frame) => JSON.stringify(frame)),
);

test('property: any text a client sends never throws; it gets one JSON-RPC answer with a relay error code, or none for an acknowledgement', () => {
  fc.assert(
    fc.property(anyText, fc.boolean(), (text, isBinary) => {
      const response = withConnection((hub, connection) => handleRelayFrame(hub, connection, text, isBinary));
      if (response === undefined) {
        const frame = JSON.parse(text) as Record<string, unknown>;
        expect(isBinary).toBe(false);
        expect('method' in frame || !('result' in frame || 'error' in frame)).toBe(false);
        return;
      }
      // Without Redis nothing waits for a shared store: every answer is there at once.
      if (response instanceof Promise) throw new Error('a relay without Redis answered with a promise');
      expect(response.jsonrpc).toBe('2.0');
      expect(JSON.parse(JSON.stringify(response))).toEqual(response);
      if ('error' in response) expect(ERROR_CODES.has(response.error.code)).toBe(true);
    }),
    fuzzParameters(),
  );
});

test('property: a frame is accepted only when its method and params pass the schemas', () => {
  fc.assert(
    fc.property(fc.oneof(validRequest, nearRequest), (frame) => {
      const response = withConnection((hub, connection) => handleRelayFrame(hub, connection, JSON.stringify(frame), false));
      const request = requestFrameSchema.safeParse(frame);
      const valid = request.success && isRelayMethod(request.data.method) && relayParamsSchemas[request.data.method].safeParse(request.data.params).success;
      expect(response !== undefined && 'result' in response).toBe(valid);
      if (response !== undefined && 'error' in response && request.success) expect(response.id).toBe(request.data.id);
    }),
    // Valid frames subscribe, publish and hash (sha256 message ids) per case.
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: every valid request is answered with a result, and its params survive a JSON round trip unchanged', () => {
  fc.assert(
    fc.property(validRequest, (frame) => {
      const wire = JSON.parse(JSON.stringify(frame)) as typeof frame;
      expect(relayParamsSchemas[frame.method].parse(wire.params)).toEqual(relayParamsSchemas[frame.method].parse(frame.params));
      const response = withConnection((hub, connection) => handleRelayFrame(hub, connection, JSON.stringify(frame), false));
      expect(response).toEqual({ jsonrpc: '2.0', id: frame.id, result: expect.anything() });
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: the frame schemas never throw on any value, and what they accept survives a JSON round trip', () => {
  fc.assert(
    fc.property(fc.oneof(fc.anything(), fc.jsonValue(), validRequest, nearRequest), (value) => {
      for (const schema of [requestFrameSchema, responseFrameSchema, ...Object.values(relayParamsSchemas)]) {
        const parsed = schema.safeParse(value);
        if (parsed.success) expect(schema.safeParse(JSON.parse(JSON.stringify(parsed.data))).success).toBe(true);
      }
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});
