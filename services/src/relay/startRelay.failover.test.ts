import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { connectRedis, type RedisClient } from '../redis/connectRedis.js';
import { hasRedisServer, startRedisServer, type RunningRedisServer } from '../test-utils/startRedisServer.js';
import { RELAY_ERROR_CODES } from './relayJsonRpc.js';
import { startRelay, type RunningRelay } from './startRelay.js';
import { randomTopic, RelayTestClient } from './test-utils/relayTestClient.js';

const CHILD_SCRIPT = path.join(__dirname, 'test-utils', 'relayChildProcess.ts');

/** A relay in a child process (so that it can be SIGKILLed), resolved with its URL once it listens. */
async function forkRelay(redisUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(CHILD_SCRIPT, [redisUrl], { execArgv: ['--import', 'tsx/esm'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const [message] = (await once(child, 'message')) as [{ type: string; url?: string; message?: string }];
  if (message.type !== 'ready' || message.url === undefined) throw new Error(`the relay child did not start: ${message.message ?? message.type}`);
  return { url: message.url, child };
}

// Skipped only when the redis-server binary is missing (`apt-get install -y redis-server`).
(hasRedisServer ? describe : describe.skip)('given two relay instances on Redis, a publish', () => {
  let redis: RunningRedisServer;
  let admin: RedisClient;
  const relays: RunningRelay[] = [];
  const children: ChildProcess[] = [];
  const clients: RelayTestClient[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    admin = await connectRedis(redis.url, () => undefined);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });
  afterAll(async () => {
    admin?.destroy();
    await redis?.stop();
  });

  const open = async (url: string): Promise<RelayTestClient> => {
    const client = await RelayTestClient.open(url);
    clients.push(client);
    return client;
  };

  it('acknowledged by an instance killed right after the acknowledgement still reaches a subscriber on the other', async () => {
    const survivor = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: redis.url });
    relays.push(survivor);
    const doomed = await forkRelay(redis.url);
    children.push(doomed.child);
    const topic = randomTopic();
    const subscriber = await open(survivor.url);
    await subscriber.request('irn_subscribe', { topic });
    const publisher = await open(doomed.url);

    // Redis holds every write for a moment: an instance that answered before its write went through would lose it.
    await admin.sendCommand(['CLIENT', 'PAUSE', '300', 'WRITE']);
    const response = await publisher.request('irn_publish', { topic, message: 'ZHVyYWJsZQ==', ttl: 300, tag: 1108 });
    doomed.child.kill('SIGKILL');

    expect(response.result).toBe(true);
    const [delivery] = await subscriber.waitForDeliveries(1, topic, 5_000);
    expect(delivery?.params.data).toMatchObject({ message: 'ZHVyYWJsZQ==', tag: 1108 });
    // Starting the child (tsx) alone takes seconds on a loaded machine.
  }, 30_000);

  it('while Redis is down is answered with an error the client retries on, not acknowledged', async () => {
    const own = await startRedisServer();
    const relay = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: own.url });
    relays.push(relay);
    const publisher = await open(relay.url);
    await own.stop();

    const response = await publisher.request('irn_publish', { topic: randomTopic(), message: 'bG9zdA==', ttl: 300, tag: 0 });
    expect(response.result).toBeUndefined();
    expect(response.error).toMatchObject({ code: RELAY_ERROR_CODES.INTERNAL_ERROR, message: expect.stringMatching(/could not be stored; retry/) });
  });
});
