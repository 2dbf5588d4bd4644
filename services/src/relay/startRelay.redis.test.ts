import { hasRedisServer, startRedisServer, type RunningRedisServer } from '../test-utils/startRedisServer.js';
import { startRelay, type RunningRelay } from './startRelay.js';
import { createClientKey, randomTopic, receiveThenLeave, RelayTestClient, settle } from './test-utils/relayTestClient.js';

// Skipped only when the redis-server binary is missing (`apt-get install -y redis-server`).
(hasRedisServer ? describe : describe.skip)('two relay instances sharing Redis', () => {
  let redis: RunningRedisServer;
  let first: RunningRelay;
  let second: RunningRelay;
  const clients: RelayTestClient[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    first = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: redis.url });
    second = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: redis.url });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await first?.close();
    await second?.close();
    await redis?.stop();
  });

  const open = async (relay: RunningRelay, key = createClientKey()): Promise<RelayTestClient> => {
    const client = await RelayTestClient.open(relay.url, { key });
    clients.push(client);
    return client;
  };

  test('a publish on one instance reaches subscribers on the other, never the sender', async () => {
    const topic = randomTopic();
    const alice = await open(first);
    const bob = await open(second);
    await alice.request('irn_subscribe', { topic });
    await bob.request('irn_subscribe', { topic });
    await bob.request('irn_publish', { topic, message: 'Y3Jvc3M=', ttl: 300, tag: 1108 });
    const [delivery] = await alice.waitForDeliveries(1, topic);
    expect(delivery?.params.data).toMatchObject({ message: 'Y3Jvc3M=', tag: 1108 });
    await settle();
    expect(bob.deliveries()).toHaveLength(0);
  });

  test('a client moving to the other instance gets what was published meanwhile, not what it acknowledged', async () => {
    const topic = randomTopic();
    const key = createClientKey();
    const publisher = await open(first);
    const before = await open(first, key);
    await receiveThenLeave(before, publisher, topic, 'YWNrZWQ='); // the acknowledgement reaches both instances

    await publisher.request('irn_publish', { topic, message: 'bWVhbndoaWxl', ttl: 300, tag: 0 });
    await settle();
    const after = await open(second, key);
    await after.request('irn_subscribe', { topic });
    const [delivery] = await after.waitForDeliveries(1, topic);
    expect(delivery?.params.data.message).toBe('bWVhbndoaWxl');
    await settle();
    expect(after.deliveries(topic)).toHaveLength(1);
  });
});

test('startRelay rejects with a clear error when Redis is unreachable', async () => {
  await expect(startRelay({ host: '127.0.0.1', port: 0, redisUrl: 'redis://127.0.0.1:41078' })).rejects.toThrow(
    /^Cannot reach Redis at redis:\/\/127\.0\.0\.1:41078 for the relay/,
  );
});
