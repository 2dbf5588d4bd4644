import { createHash } from 'node:crypto';
import { WebSocket } from 'ws';
import { httpGet } from '../test-utils/httpGet.js';
import { RELAY_ERROR_CODES } from './relayJsonRpc.js';
import { RELAY_MAX_FRAME_BYTES, RELAY_MAX_TOPICS_PER_SOCKET } from './relayLimits.js';
import { startRelay, type RunningRelay } from './startRelay.js';
import { createClientKey, randomTopic, receiveThenLeave, RelayTestClient, settle } from './test-utils/relayTestClient.js';

const PING_MS = 200;

describe('startRelay (WalletConnect v2 relay over loopback WebSocket)', () => {
  let relay: RunningRelay;
  const clients: RelayTestClient[] = [];
  const open = async (options?: Parameters<typeof RelayTestClient.open>[1]): Promise<RelayTestClient> => {
    const client = await RelayTestClient.open(relay.url, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    relay = await startRelay({ host: '127.0.0.1', port: 0, pingIntervalMs: PING_MS });
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  afterAll(async () => {
    await relay?.close();
  });

  test('binds loopback and answers GET /health with { ok: true }', async () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const base = relay.url.replace('ws:', 'http:');
    const health = await httpGet(base, '/health');
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    expect((await httpGet(base, '/nope')).status).toBe(404);
  });

  test('subscribe, publish: every other subscriber gets irn_subscription, the sender gets no echo', async () => {
    const key = createClientKey();
    const [alice, bob, carol] = [await open({ key }), await open(), await open()];
    const topic = randomTopic();
    const subscribed = await alice.request('irn_subscribe', { topic });
    // The id the JS client computes itself: sha256(topic + clientId).
    expect(subscribed.result).toBe(createHash('sha256').update(topic + key.clientId).digest('hex'));
    await carol.request('irn_subscribe', { topic });
    await bob.request('irn_subscribe', { topic });

    const published = await bob.request('irn_publish', { topic, message: 'aGVsbG8=', ttl: 300, tag: 1108, prompt: true });
    expect(published.result).toBe(true);

    for (const receiver of [alice, carol]) {
      const [delivery] = await receiver.waitForDeliveries(1, topic);
      expect(delivery?.params.id).toMatch(/^[0-9a-f]{64}$/);
      expect(delivery?.params.data).toEqual({ topic, message: 'aGVsbG8=', publishedAt: expect.any(Number), attestation: null, tag: 1108 });
    }
    await settle();
    expect(bob.deliveries()).toHaveLength(0);
  });

  test('a retried publish (same topic and message) is delivered once', async () => {
    const [alice, bob] = [await open(), await open()];
    const topic = randomTopic();
    await alice.request('irn_subscribe', { topic });
    await bob.request('irn_publish', { topic, message: 'cmV0cnk=', ttl: 300, tag: 1 });
    await alice.waitForDeliveries(1, topic);
    await bob.request('irn_publish', { topic, message: 'cmV0cnk=', ttl: 300, tag: 1 });
    await settle();
    expect(alice.deliveries(topic)).toHaveLength(1);
  });

  test('after irn_unsubscribe nothing more is delivered', async () => {
    const [alice, bob] = [await open(), await open()];
    const topic = randomTopic();
    await alice.request('irn_subscribe', { topic });
    expect((await alice.request('irn_unsubscribe', { topic, id: 'x' })).result).toBe(true);
    await bob.request('irn_publish', { topic, message: 'bGF0ZQ==', ttl: 300, tag: 0 });
    await settle();
    expect(alice.deliveries()).toHaveLength(0);
  });

  test('irn_batchSubscribe returns one id per topic and delivers on each; irn_batchUnsubscribe stops them', async () => {
    const [alice, bob] = [await open(), await open()];
    const topics = [randomTopic(), randomTopic()];
    const subscribed = await alice.request('irn_batchSubscribe', { topics });
    expect(subscribed.result).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);
    for (const topic of topics) await bob.request('irn_publish', { topic, message: `bXNn${topic.slice(0, 4)}`, ttl: 300, tag: 0 });
    await alice.waitForDeliveries(2);
    const unsubscribed = await alice.request('irn_batchUnsubscribe', { subscriptions: topics.map((topic) => ({ topic, id: 'x' })) });
    expect(unsubscribed.result).toBe(true);
    await bob.request('irn_publish', { topic: topics[0], message: 'YWZ0ZXI=', ttl: 300, tag: 0 });
    await settle();
    expect(alice.deliveries()).toHaveLength(2);
  });

  test('mailbox: a message published before anyone subscribed is replayed on subscribe', async () => {
    const [alice, bob] = [await open(), await open()];
    const topic = randomTopic();
    await bob.request('irn_publish', { topic, message: 'ZWFybHk=', ttl: 300, tag: 1100 });
    await alice.request('irn_subscribe', { topic });
    const [delivery] = await alice.waitForDeliveries(1, topic);
    expect(delivery?.params.data.message).toBe('ZWFybHk=');
  });

  test('wc_proposeSession and wc_approveSession carry their implicit subscriptions', async () => {
    const [dapp, wallet] = [await open({ key: createClientKey() }), await open({ key: createClientKey() })];
    const pairingTopic = randomTopic();
    const sessionTopic = randomTopic();

    const proposed = await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300, attestation: '', correlationId: 1 });
    expect(proposed.result).toBe(true);
    await wallet.request('irn_subscribe', { topic: pairingTopic });
    const [proposal] = await wallet.waitForDeliveries(1, pairingTopic);
    expect(proposal?.params.data).toMatchObject({ message: 'cHJvcG9zYWw=', tag: 1100 });

    const approved = await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
      correlationId: 1,
    });
    expect(approved.result).toBe(true);
    // The dapp never sent irn_subscribe for the pairing topic: wc_proposeSession subscribed it.
    const [response] = await dapp.waitForDeliveries(1, pairingTopic);
    expect(response?.params.data).toMatchObject({ message: 'cmVzcG9uc2U=', tag: 1101 });

    await dapp.request('irn_subscribe', { topic: sessionTopic });
    const [settlement] = await dapp.waitForDeliveries(1, sessionTopic);
    expect(settlement?.params.data).toMatchObject({ message: 'c2V0dGxl', tag: 1102 });

    // The wallet never sent irn_subscribe for the session topic: wc_approveSession subscribed it.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'cmVxdWVzdA==', ttl: 300, tag: 1108 });
    const [request] = await wallet.waitForDeliveries(1, sessionTopic);
    expect(request?.params.data.message).toBe('cmVxdWVzdA==');
    await settle();
    expect(wallet.deliveries(pairingTopic)).toHaveLength(1);
    expect(dapp.deliveries(sessionTopic)).toHaveLength(1);
  });

  test('a message is not replayed after its ttl', async () => {
    const [alice, bob] = [await open(), await open()];
    const topic = randomTopic();
    await bob.request('irn_publish', { topic, message: 'c2hvcnQ=', ttl: 1, tag: 0 });
    await settle(1_100);
    await alice.request('irn_subscribe', { topic });
    await settle();
    expect(alice.deliveries()).toHaveLength(0);
  });

  test('a client that reconnects (same identity) gets what was published meanwhile, not what it acknowledged', async () => {
    const key = createClientKey();
    const topic = randomTopic();
    const bob = await open();
    const first = await open({ key });
    await receiveThenLeave(first, bob, topic, 'b25l');

    await bob.request('irn_publish', { topic, message: 'dHdv', ttl: 300, tag: 0 });
    const again = await open({ key });
    await again.request('irn_batchSubscribe', { topics: [topic] });
    const [delivery] = await again.waitForDeliveries(1, topic);
    expect(delivery?.params.data.message).toBe('dHdv');
    await settle();
    expect(again.deliveries(topic).map((frame) => frame.params.data.message)).toEqual(['dHdv']);

    // Another client still gets both.
    const other = await open({ key: createClientKey() });
    await other.request('irn_subscribe', { topic });
    expect((await other.waitForDeliveries(2, topic)).map((frame) => frame.params.data.message)).toEqual(['b25l', 'dHdv']);
  });

  test('a delivery that was never acknowledged is replayed on the next connection', async () => {
    const key = createClientKey();
    const topic = randomTopic();
    const bob = await open();
    const first = await open({ key });
    first.autoAck = false;
    await first.request('irn_subscribe', { topic });
    await bob.request('irn_publish', { topic, message: 'dW5hY2tlZA==', ttl: 300, tag: 0 });
    await first.waitForDeliveries(1, topic);
    await first.close();

    const again = await open({ key });
    await again.request('irn_subscribe', { topic });
    const [delivery] = await again.waitForDeliveries(1, topic);
    expect(delivery?.params.data.message).toBe('dW5hY2tlZA==');
  });

  test('irn_fetchMessages and irn_batchFetchMessages return pending messages once', async () => {
    const [alice, bob] = [await open({ key: createClientKey() }), await open()];
    const topics = [randomTopic(), randomTopic()];
    await bob.request('irn_publish', { topic: topics[0], message: 'Zmlyc3Q=', ttl: 300, tag: 7 });
    await bob.request('irn_publish', { topic: topics[1], message: 'c2Vjb25k', ttl: 300, tag: 8 });

    const single = await alice.request('irn_fetchMessages', { topic: topics[0] });
    expect(single.result).toEqual({
      messages: [{ topic: topics[0], message: 'Zmlyc3Q=', publishedAt: expect.any(Number), tag: 7, attestation: null }],
      hasMore: false,
    });
    const batch = await alice.request('irn_batchFetchMessages', { topics });
    expect(batch.result).toEqual({ messages: [expect.objectContaining({ topic: topics[1], message: 'c2Vjb25k' })], hasMore: false });
    expect((await alice.request('irn_batchFetchMessages', { topics })).result).toEqual({ messages: [], hasMore: false });
    await alice.request('irn_batchSubscribe', { topics });
    await settle();
    expect(alice.deliveries()).toHaveLength(0);
  });

  test('malformed frames get JSON-RPC errors and the socket keeps working', async () => {
    const alice = await open();
    alice.sendRaw('{not json');
    expect((await alice.waitFor((frame) => frame.error?.code === RELAY_ERROR_CODES.PARSE_ERROR)).id).toBeNull();
    alice.sendRaw('[1,2]');
    await alice.waitFor((frame) => frame.error?.message === 'Invalid request: batch requests are not supported');
    alice.sendRaw(Buffer.from([1, 2, 3]), true);
    await alice.waitFor((frame) => frame.error?.message === 'Invalid request: binary frames are not supported');
    alice.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 5, method: 42 }));
    expect((await alice.waitFor((frame) => frame.id === 5)).error?.code).toBe(RELAY_ERROR_CODES.INVALID_REQUEST);

    const unknown = await alice.request('irn_doesNotExist', {});
    expect(unknown.error).toEqual({ code: RELAY_ERROR_CODES.METHOD_NOT_FOUND, message: 'Method not found: irn_doesNotExist' });
    expect((await alice.request('__proto__', {})).error?.code).toBe(RELAY_ERROR_CODES.METHOD_NOT_FOUND);
    const badTopic = await alice.request('irn_subscribe', { topic: 'not-hex' });
    expect(badTopic.error?.code).toBe(RELAY_ERROR_CODES.INVALID_PARAMS);
    expect(badTopic.error?.message).toContain('topic: a topic is 64 hex digits');
    expect((await alice.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: -1 })).error?.code).toBe(RELAY_ERROR_CODES.INVALID_PARAMS);
    expect((await alice.request('irn_publish')).error?.code).toBe(RELAY_ERROR_CODES.INVALID_PARAMS);

    expect(typeof (await alice.request('irn_subscribe', { topic: randomTopic() })).result).toBe('string');
  });

  test(`limits: at most ${RELAY_MAX_TOPICS_PER_SOCKET} topics per socket; a frame over ${RELAY_MAX_FRAME_BYTES} bytes closes the socket`, async () => {
    const alice = await open();
    const many = Array.from({ length: RELAY_MAX_TOPICS_PER_SOCKET }, () => randomTopic());
    for (let start = 0; start < many.length; start += 500) {
      expect((await alice.request('irn_batchSubscribe', { topics: many.slice(start, start + 500) })).error).toBeUndefined();
    }
    const over = await alice.request('irn_subscribe', { topic: randomTopic() });
    expect(over.error).toEqual({ code: RELAY_ERROR_CODES.LIMIT_EXCEEDED, message: `Too many subscriptions: at most ${RELAY_MAX_TOPICS_PER_SOCKET} topics per connection` });

    const bob = await open();
    const closed = new Promise<number>((resolve) => bob.socket.once('close', (code) => resolve(code)));
    bob.sendRaw('x'.repeat(RELAY_MAX_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
  });

  test('pings every interval and terminates a socket that does not answer', async () => {
    const alice = await open();
    await new Promise<void>((resolve) => alice.socket.once('ping', () => resolve()));
    const silent = await open({ autoPong: false });
    const started = Date.now();
    await new Promise<void>((resolve) => silent.socket.once('close', () => resolve()));
    expect(Date.now() - started).toBeLessThan(PING_MS * 4);
    expect(alice.socket.readyState).toBe(WebSocket.OPEN);
  });

  test('refuses a socket whose auth JWT is forged or expired (401)', async () => {
    const expired = createClientKey().jwt(relay.url, -10);
    const forged = `${createClientKey().jwt(relay.url).split('.').slice(0, 2).join('.')}.${createClientKey().jwt(relay.url).split('.')[2]}`;
    for (const auth of [expired, forged, 'garbage']) {
      const socket = new WebSocket(`${relay.url}/?auth=${auth}`);
      const status = await new Promise<number>((resolve) => {
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('open', () => resolve(101));
        socket.once('error', () => undefined);
      });
      socket.terminate();
      expect(status).toBe(401);
    }
  });
});
