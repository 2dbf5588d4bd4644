import { hasRedisServer, startRedisServer, type RunningRedisServer } from '../test-utils/startRedisServer.js';
import { startRelay, type RunningRelay, type StartRelayOptions } from './startRelay.js';
import { createClientKey, randomTopic, receiveThenLeave, RelayTestClient, settle } from './test-utils/relayTestClient.js';

// Skipped only when the redis-server binary is missing (`apt-get install -y redis-server`).
(hasRedisServer ? describe : describe.skip)('given relay instances sharing Redis, the mailbox', () => {
  let redis: RunningRedisServer;
  const relays: RunningRelay[] = [];
  const clients: RelayTestClient[] = [];

  beforeAll(async () => void (redis = await startRedisServer()));
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
  });
  afterAll(async () => redis?.stop());

  const relay = async (limits?: StartRelayOptions['limits']): Promise<RunningRelay> => {
    const started = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: redis.url, limits });
    relays.push(started);
    return started;
  };
  const open = async (on: RunningRelay, key = createClientKey()): Promise<RelayTestClient> => {
    const client = await RelayTestClient.open(on.url, { key });
    clients.push(client);
    return client;
  };

  it('is loaded by an instance started after the publish', async () => {
    const topic = randomTopic();
    const first = await relay();
    const publisher = await open(first);
    await publisher.request('irn_publish', { topic, message: 'ZWFybHk=', ttl: 300, tag: 1100 });
    await settle();

    const later = await relay();
    const subscriber = await open(later);
    await subscriber.request('irn_subscribe', { topic });
    const [delivery] = await subscriber.waitForDeliveries(1, topic);
    expect(delivery?.params.data).toMatchObject({ message: 'ZWFybHk=', tag: 1100 });
  });

  it('survives a restart of the only instance, without what was acknowledged', async () => {
    const topic = randomTopic();
    const key = createClientKey();
    const only = await relay();
    const publisher = await open(only);
    await receiveThenLeave(await open(only, key), publisher, topic, 'YWNrZWQ=');
    await publisher.request('irn_publish', { topic, message: 'cGVuZGluZw==', ttl: 300, tag: 0 });
    await settle();
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await relays.splice(0)[0]?.close();

    const restarted = await relay();
    expect(restarted.stats().storedBytes).toBeGreaterThan(0);
    const back = await open(restarted, key);
    await back.request('irn_subscribe', { topic });
    const [delivery] = await back.waitForDeliveries(1, topic);
    expect(delivery?.params.data.message).toBe('cGVuZGluZw==');
    await settle();
    expect(back.deliveries(topic)).toHaveLength(1);
  });

  it('shares the per-address publish budget: the instances together allow one burst (one publish late)', async () => {
    // Refills so slow that a busy machine cannot change the counts below.
    const limits = { publishBurstPerIp: 4, publishPerSecondPerIp: 0.001 };
    const [first, second] = [await relay(limits), await relay(limits)];
    const [onFirst, onSecond] = [await open(first!), await open(second!)];
    const publish = async (client: RelayTestClient): Promise<boolean> => {
      const answer = await client.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 60, tag: 1 });
      await settle(50); // the shared bucket's answer lands
      return answer.error === undefined;
    };
    const outcomes = [await publish(onFirst!), await publish(onFirst!), await publish(onFirst!), await publish(onSecond!), await publish(onSecond!), await publish(onSecond!)];
    // Each instance alone would allow 4 (8 in all); shared, the 5th passes locally and is refused from the 6th on.
    expect(outcomes).toEqual([true, true, true, true, true, false]);
  });
});
