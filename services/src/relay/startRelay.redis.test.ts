import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { startRelay, type RunningRelay } from './startRelay.js';
import { createClientKey, randomTopic, receiveThenLeave, RelayTestClient, settle } from './test-utils/relayTestClient.js';

/** Redis for this test only, on a port of the relay's private range. */
const REDIS_PORT = 41079;
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function waitForPort(port: number, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await settle(50);
  }
}

// Skipped only when the redis-server binary is missing (`apt-get install -y redis-server`).
(hasRedis ? describe : describe.skip)('two relay instances sharing Redis', () => {
  let redis: ChildProcess;
  let first: RunningRelay;
  let second: RunningRelay;
  const clients: RelayTestClient[] = [];

  beforeAll(async () => {
    redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPort(REDIS_PORT);
    const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    first = await startRelay({ host: '127.0.0.1', port: 0, redisUrl });
    second = await startRelay({ host: '127.0.0.1', port: 0, redisUrl });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await first?.close();
    await second?.close();
    redis?.kill('SIGTERM');
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
