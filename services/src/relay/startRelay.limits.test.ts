/**
 * The relay's limits (security review H6, L4) over loopback. Other loopback addresses (127.0.0.2…)
 * stand for other client IPs. Every test here failed before the limits existed.
 */
import { WebSocket } from 'ws';
import { RELAY_ERROR_CODES } from './relayJsonRpc.js';
import { RELAY_CLOSE_POLICY_VIOLATION, type RelayLimits } from './relayLimits.js';
import type { RelayLogger } from './relayLogger.js';
import { startRelay, type RunningRelay } from './startRelay.js';
import { createClientKey, randomTopic, RelayTestClient, settle, type Frame } from './test-utils/relayTestClient.js';

/** Limits that get out of the way of what a test does not look at. */
const ROOMY: Partial<RelayLimits> = {
  maxStoredBytes: 256 * 1024 * 1024,
  maxStoredBytesPerIdentity: 64 * 1024 * 1024,
  maxStoredBytesPerIp: 128 * 1024 * 1024,
  publishBurstPerConnection: 100_000,
  publishPerSecondPerConnection: 100_000,
  publishBurstPerIp: 100_000,
  publishPerSecondPerIp: 100_000,
};

type LogLine = { level: string; object: object; message: string | undefined };

function recordingLogger(lines: LogLine[]): RelayLogger {
  const at =
    (level: string) =>
    (object: object, message?: string): void => {
      lines.push({ level, object, message });
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** The HTTP status of an upgrade to `url` (101 when it opened). */
async function upgradeStatus(url: string, localAddress?: string): Promise<number> {
  const socket = new WebSocket(url, localAddress === undefined ? {} : { localAddress });
  const status = await new Promise<number>((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => resolve(101));
    socket.once('error', () => resolve(0));
  });
  socket.terminate();
  return status;
}

/** Resolves once `condition` holds (polled; fails after 5 s). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await settle(20);
  }
}

describe('relay limits', () => {
  const relays: RunningRelay[] = [];
  const clients: RelayTestClient[] = [];
  const start = async (limits: Partial<RelayLimits>, logger?: RelayLogger, env: Record<string, string> = {}): Promise<RunningRelay> => {
    const relay = await startRelay({ host: '127.0.0.1', port: 0, limits, logger, env });
    relays.push(relay);
    return relay;
  };
  const open = async (relay: RunningRelay, options?: Parameters<typeof RelayTestClient.open>[1]): Promise<RelayTestClient> => {
    const client = await RelayTestClient.open(relay.url, options);
    clients.push(client);
    return client;
  };
  const closeCode = (client: RelayTestClient): Promise<number> =>
    client.socket.readyState === WebSocket.CLOSED
      ? Promise.resolve(-1)
      : new Promise((resolve) => client.socket.once('close', (code) => resolve(code)));

  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.terminate();
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
  });

  describe('auth JWT (L4)', () => {
    test('a socket without a JWT, with a JWT without exp, or for another relay (aud) is refused with 401', async () => {
      const relay = await start({});
      const key = createClientKey();
      const iat = Math.floor(Date.now() / 1000);
      const url = (auth: string | undefined): string => `${relay.url}/?projectId=test${auth === undefined ? '' : `&auth=${auth}`}`;
      expect(await upgradeStatus(url(undefined))).toBe(401);
      expect(await upgradeStatus(url(key.signClaims({ sub: 'n', aud: relay.url, iat })))).toBe(401);
      expect(await upgradeStatus(url(key.signClaims({ sub: 'n', aud: 'wss://relay.walletconnect.com', iat, exp: iat + 600 })))).toBe(401);
      // What the 2.21.8 client sends: aud = the relay URL it was given, exp = iat + 1 day; localhost names the same relay.
      expect(await upgradeStatus(url(key.jwt(relay.url)))).toBe(101);
      expect(await upgradeStatus(url(key.jwt(relay.url.replace('127.0.0.1', 'localhost'))))).toBe(101);
    });

    test('behind a proxy: FOYER_RELAY_PUBLIC_URL is the accepted aud, the bind address no longer is', async () => {
      const relay = await start({}, undefined, { FOYER_RELAY_PUBLIC_URL: 'wss://relay.example.org' });
      const key = createClientKey();
      expect(await upgradeStatus(`${relay.url}/?auth=${key.jwt('wss://relay.example.org')}`)).toBe(101);
      expect(await upgradeStatus(`${relay.url}/?auth=${key.jwt(relay.url)}`)).toBe(401);
    });
  });

  test('per-IP connection limit: the next socket from that address gets 429, another address still connects', async () => {
    const relay = await start({ maxConnectionsPerIp: 3 });
    const held = [];
    for (let index = 0; index < 3; index++) held.push(await open(relay, { localAddress: '127.0.0.3' }));
    const over = `${relay.url}/?auth=${createClientKey().jwt(relay.url)}`;
    expect(await upgradeStatus(over, '127.0.0.3')).toBe(429);
    expect(await upgradeStatus(over, '127.0.0.4')).toBe(101);
    await held[0]?.close();
    await until(() => relay.stats().connections === 2);
    expect(await upgradeStatus(`${relay.url}/?auth=${createClientKey().jwt(relay.url)}`, '127.0.0.3')).toBe(101);
  });

  test('publish rate: a flooding connection gets RATE_LIMITED, then is closed with 1008; its neighbours keep publishing', async () => {
    const lines: LogLine[] = [];
    const relay = await start(
      // Refills so slow that a busy machine cannot change the counts below.
      { publishBurstPerConnection: 20, publishPerSecondPerConnection: 0.01, publishBurstPerIp: 1_000, publishPerSecondPerIp: 0.01, maxRefusalsPerConnection: 5 },
      recordingLogger(lines),
    );
    const topic = randomTopic();
    const [listener, flooder, neighbour] = [await open(relay), await open(relay, { localAddress: '127.0.0.2' }), await open(relay, { localAddress: '127.0.0.2' })];
    await listener.request('irn_subscribe', { topic });
    const closed = closeCode(flooder);
    for (let index = 0; index < 100; index++) {
      flooder.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: index, method: 'irn_publish', params: { topic, message: `Zmxvb2Q${index}`, ttl: 300, tag: 1108 } }));
    }
    expect(await closed).toBe(RELAY_CLOSE_POLICY_VIOLATION);
    const refused = flooder.frames.filter((frame) => frame.error?.code === RELAY_ERROR_CODES.RATE_LIMITED);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.error?.message).toMatch(/^Rate limited: too many publishes from this connection; retry after \d+ s$/);
    expect(flooder.frames.filter((frame) => frame.result === true)).toHaveLength(20);
    expect(lines.some((line) => line.message === 'relay: cut off a client')).toBe(true);
    expect((await neighbour.request('irn_publish', { topic, message: 'bmVpZ2hib3Vy', ttl: 300, tag: 1108 })).result).toBe(true);
    await listener.waitFor((frame) => frame.method === 'irn_subscription' && (frame.params as { data: { message: string } }).data.message === 'bmVpZ2hib3Vy');
  });

  test('publish rate per IP: connections of one address share a bucket; another address is not affected', async () => {
    const relay = await start({ publishBurstPerConnection: 20, publishPerSecondPerConnection: 0.01, publishBurstPerIp: 30, publishPerSecondPerIp: 0.01 });
    const publish = (client: RelayTestClient): Promise<Frame> => client.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 60, tag: 1 });
    const [first, second, elsewhere] = [
      await open(relay, { localAddress: '127.0.0.5' }),
      await open(relay, { localAddress: '127.0.0.5' }),
      await open(relay, { localAddress: '127.0.0.6' }),
    ];
    for (let index = 0; index < 20; index++) expect((await publish(first)).result).toBe(true);
    for (let index = 0; index < 10; index++) expect((await publish(second)).result).toBe(true);
    const refused = await publish(second);
    expect(refused.error).toEqual({ code: RELAY_ERROR_CODES.RATE_LIMITED, message: expect.stringContaining('too many publishes from this address') });
    for (let index = 0; index < 20; index++) expect((await publish(elsewhere)).result).toBe(true);
  });

  test('byte budget: publishing beyond it is refused; a pending proposal survives a flood of 10 500 random topics', async () => {
    const relay = await start({ ...ROOMY, maxStoredBytes: 1280 * 1024, maxStoredBytesPerIdentity: 128 * 1024, maxStoredBytesPerIp: 200 * 1024 });
    const [dapp, wallet] = [await open(relay), await open(relay)];
    const pairingTopic = randomTopic();
    expect((await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300 })).result).toBe(true);

    // 21 batches of 500 new topics from new keys on seven addresses: more than the old 10 000-topic LRU held.
    const errors: string[] = [];
    for (let batch = 0; batch < 21; batch++) {
      const flooder = await open(relay, { localAddress: `127.0.0.${10 + (batch % 7)}` });
      const messages = Array.from({ length: 500 }, () => ({ topic: randomTopic(), message: 'x'.repeat(200), ttl: 300, tag: 1108 }));
      const answer = await flooder.request('irn_batchPublish', { messages });
      if (answer.error !== undefined) errors.push(`${answer.error.code} ${answer.error.message}`);
      await flooder.close();
    }
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/^-32000 Mailbox quota exceeded: /);
    expect(errors.some((error) => error.includes('this address holds too many undelivered bytes'))).toBe(true);
    expect(errors.some((error) => error.includes('the relay mailbox is full'))).toBe(true);
    expect(relay.stats().storedBytes).toBeLessThanOrEqual(1280 * 1024);

    await wallet.request('irn_subscribe', { topic: pairingTopic });
    const [proposal] = await wallet.waitForDeliveries(1, pairingTopic);
    expect(proposal?.params.data).toMatchObject({ message: 'cHJvcG9zYWw=', tag: 1100 });
  });

  // N5: failed before the fix (-32000 "the relay mailbox is full" for everyone once two addresses had filled it).
  test("a full mailbox evicts the flooders' own messages: a new client's wc_proposeSession is still accepted", async () => {
    const relay = await start({ ...ROOMY, maxStoredBytes: 8 * 1024 * 1024, maxStoredBytesPerIdentity: 2 * 1024 * 1024, maxStoredBytesPerIp: 8 * 1024 * 1024 });
    const flooders: RelayTestClient[] = [];
    for (const address of ['127.0.0.20', '127.0.0.21']) {
      for (let socket = 0; socket < 4; socket++) {
        const flooder = await open(relay, { localAddress: address });
        flooders.push(flooder);
        for (let index = 0; index < 4; index++) await flooder.request('irn_publish', { topic: randomTopic(), message: 'x'.repeat(512 * 1024 - 64), ttl: 86_400, tag: 0 });
      }
    }
    // Then to the brim with small messages, until the relay refuses each flooder.
    for (const flooder of flooders) {
      for (let index = 0; index < 1_000; index++) {
        if ((await flooder.request('irn_publish', { topic: randomTopic(), message: 'x'.repeat(1024), ttl: 86_400, tag: 0 })).error !== undefined) break;
      }
    }
    expect(relay.stats().storedBytes).toBeGreaterThan(8 * 1024 * 1024 - 4 * 1024);
    expect(relay.stats().storedBytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    const [dapp, wallet] = [await open(relay, { localAddress: '127.0.0.22' }), await open(relay, { localAddress: '127.0.0.23' })];
    const pairingTopic = randomTopic();
    expect(await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300 })).toMatchObject({ result: true });
    await wallet.request('irn_subscribe', { topic: pairingTopic });
    const [proposal] = await wallet.waitForDeliveries(1, pairingTopic);
    expect(proposal?.params.data).toMatchObject({ message: 'cHJvcG9zYWw=', tag: 1100 });
  }, 30_000);

  // N20: failed before the fix (only the 1 000 topics per socket held: 64 sockets of one address held 64 000).
  test('subscriptions per address: the sockets of one address share one cap; another address is not affected', async () => {
    const relay = await start({ ...ROOMY, maxTopicsPerIp: 5 });
    const [first, second, elsewhere] = [
      await open(relay, { localAddress: '127.0.0.30' }),
      await open(relay, { localAddress: '127.0.0.30' }),
      await open(relay, { localAddress: '127.0.0.31' }),
    ];
    for (let index = 0; index < 3; index++) expect((await first.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(expect.any(String));
    for (let index = 0; index < 2; index++) expect((await second.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(expect.any(String));
    const refused = await second.request('irn_subscribe', { topic: randomTopic() });
    expect(refused.error).toEqual({ code: RELAY_ERROR_CODES.LIMIT_EXCEEDED, message: 'Too many subscriptions: at most 5 topics per address' });
    expect((await elsewhere.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(expect.any(String));
    await first.close();
    await until(() => relay.stats().connections === 2);
    expect((await second.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(expect.any(String));
  });

  describe('a 16 MB mailbox replayed to one subscriber', () => {
    const MESSAGES = 32;
    const SIZE = 500 * 1024;
    const PAGE_LIMITS: Partial<RelayLimits> = { ...ROOMY, replayLowWaterBytes: 256 * 1024, replayPageBytes: 1024 * 1024, maxBufferedBytes: 4 * 1024 * 1024 };

    const fill = async (relay: RunningRelay, topic: string): Promise<void> => {
      const publisher = await open(relay);
      for (let index = 0; index < MESSAGES; index++) {
        const answer = await publisher.request('irn_publish', { topic, message: `${index.toString().padStart(4, '0')}${'x'.repeat(SIZE - 4)}`, ttl: 300, tag: 1108 });
        expect(answer.result).toBe(true);
      }
    };

    test('paged replay: while the subscriber does not read, the relay queues at most about a page; once it reads, it gets everything', async () => {
      const relay = await start({ ...PAGE_LIMITS, slowReaderTimeoutMs: 60_000 });
      const topic = randomTopic();
      await fill(relay, topic);
      const reader = await open(relay);
      reader.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 'sub', method: 'irn_subscribe', params: { topic } }));
      reader.socket.pause();
      await settle(600);
      // Kernel socket buffers hold a few MB; the relay's own queue stays near the low-water mark plus one page.
      expect(relay.stats().bufferedBytes).toBeLessThanOrEqual(256 * 1024 + 1024 * 1024 + 2 * SIZE);
      reader.socket.resume();
      const deliveries = await reader.waitForDeliveries(MESSAGES, topic, 15_000);
      expect(deliveries.map((frame) => Number(frame.params.data.message.slice(0, 4)))).toEqual(Array.from({ length: MESSAGES }, (_, index) => index));
    }, 30_000);

    test('slow reader: a subscriber that never reads is dropped with a logged reason; others are served', async () => {
      const lines: LogLine[] = [];
      const relay = await start({ ...PAGE_LIMITS, slowReaderTimeoutMs: 300 }, recordingLogger(lines));
      const topic = randomTopic();
      await fill(relay, topic);
      const sleeper = await open(relay);
      sleeper.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 'sub', method: 'irn_subscribe', params: { topic } }));
      sleeper.socket.pause();
      await until(() => lines.some((line) => line.message === 'relay: dropped a client'));
      const dropped = lines.find((line) => line.message === 'relay: dropped a client');
      expect(dropped?.object).toMatchObject({ reason: expect.stringMatching(/^slow reader: /) });
      await until(() => relay.stats().connections === 1); // the publisher
      const other = await open(relay);
      await other.request('irn_subscribe', { topic: randomTopic() });
      expect((await other.request('irn_publish', { topic: randomTopic(), message: 'b2s=', ttl: 60, tag: 1 })).result).toBe(true);
    }, 30_000);
  });

  test('irn_fetchMessages is paged by bytes: hasMore until everything came, each message once', async () => {
    const relay = await start({ ...ROOMY, maxFetchBytes: 300 * 1024 });
    const [publisher, reader] = [await open(relay), await open(relay)];
    const topic = randomTopic();
    for (let index = 0; index < 5; index++) await publisher.request('irn_publish', { topic, message: `${index}${'y'.repeat(100 * 1024 - 1)}`, ttl: 300, tag: 1108 });
    const pages: { count: number; hasMore: boolean }[] = [];
    const seen: string[] = [];
    for (let round = 0; round < 5; round++) {
      const { result } = await reader.request('irn_fetchMessages', { topic });
      const page = result as { messages: { message: string }[]; hasMore: boolean };
      pages.push({ count: page.messages.length, hasMore: page.hasMore });
      seen.push(...page.messages.map((message) => message.message.slice(0, 1)));
      if (!page.hasMore) break;
    }
    expect(pages).toEqual([
      { count: 3, hasMore: true },
      { count: 2, hasMore: false },
    ]);
    expect(seen).toEqual(['0', '1', '2', '3', '4']);
  });
});
