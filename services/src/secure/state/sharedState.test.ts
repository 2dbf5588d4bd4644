import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSiweMessage } from 'viem/siwe';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifyMessage, type Hex } from 'viem';
import { startAnvil, type RunningAnvil } from '../../anvil/startAnvil.js';
import { deployDevContracts } from '../../devChain/deployDevContracts.js';
import { registerDevFid } from '../../devChain/registerDevFid.js';
import { connectRedis, type RedisClient } from '../../redis/connectRedis.js';
import { TEST_APP_ORIGIN, TEST_CHAIN, TEST_PROJECT, type Json } from '../../test-utils/secureSiteClient.js';
import { hasRedisServer, startRedisServer, type RunningRedisServer } from '../../test-utils/startRedisServer.js';
import { startTestApi, type TestApi } from '../../test-utils/startTestApi.js';
import { startSecureSite, type RunningSecureSite } from '../startSecureSite.js';
import type { SecureSiteOptions } from '../resolveSecureSiteOptions.js';
import { RecordSeal } from './RecordSeal.js';
import { RedisRecordStore } from './RedisRecordStore.js';

/** What a reverse proxy in front of both instances would be: frames, links and the OAuth callback use it. */
const PUBLIC_URL = 'http://127.0.0.1:3999';
const REDIS_DOWN = { code: 'SERVER_ERROR', message: 'The secure site cannot reach its shared state store (Redis)' };

type Reply = { status: number; json: Json; location: string | null };

/** A call to one instance, as the frame served by the public origin makes it (the proxy forwards it there). */
async function call(site: RunningSecureSite, method: 'GET' | 'POST', target: string, body?: unknown, token?: string): Promise<Reply> {
  const response = await fetch(new URL(target, site.url), {
    method,
    redirect: 'manual',
    headers: {
      origin: PUBLIC_URL,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token !== undefined ? { authorization: `Bearer ${token}`, 'x-foyer-project': TEST_PROJECT, 'x-foyer-origin': TEST_APP_ORIGIN } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // an HTML page
  }
  return { status: response.status, json, location: response.headers.get('location') };
}

/** E-mail login on `site` with the code its development mailbox received; the session token. */
async function emailLogin(site: RunningSecureSite): Promise<{ token: string; address: Hex }> {
  const email = `shared-${randomUUID().slice(0, 8)}@example.com`;
  const deviceId = randomUUID();
  expect((await call(site, 'POST', '/api/email/connect', { email, deviceId, projectId: TEST_PROJECT, appOrigin: TEST_APP_ORIGIN })).json).toEqual({ action: 'VERIFY_OTP' });
  const mail = (await call(site, 'GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)).json.messages as { otp: string }[];
  const verified = await call(site, 'POST', '/api/email/otp', { email, otp: mail[0]?.otp, deviceId, chainId: TEST_CHAIN });
  expect(verified.status).toBe(200);
  const token = verified.json.token as string;
  return { token, address: (await call(site, 'GET', '/api/user', undefined, token)).json.address as Hex };
}

// Skipped only when the redis-server binary is missing (`apt-get install -y redis-server`).
(hasRedisServer ? describe : describe.skip)('two secure-site instances sharing Redis finish what the other started', () => {
  let redis: RunningRedisServer;
  let api: TestApi;
  let anvil: RunningAnvil;
  let dir: string;
  let common: SecureSiteOptions;
  let a: RunningSecureSite;
  let b: RunningSecureSite;

  beforeAll(async () => {
    redis = await startRedisServer();
    api = await startTestApi({ database: ':memory:' });
    anvil = await startAnvil({ port: 0 });
    const { idRegistryAddress } = await deployDevContracts({ rpcUrl: anvil.url });
    dir = mkdtempSync(path.join(os.tmpdir(), 'foyer-shared-'));
    common = {
      dev: true,
      port: 0,
      // One database for both, as PostgreSQL would be: sessions and users are already shared there.
      database: path.join(dir, 'secure.db'),
      apiUrl: api.url,
      rpcUrl: anvil.url,
      publicUrl: PUBLIC_URL,
      kek: randomBytes(32).toString('base64'),
      otpPepper: randomBytes(32).toString('base64'),
      farcaster: { idRegistryAddress, rpcUrl: anvil.url, chainId: anvil.chainId },
      logLevel: 'silent',
    };
    a = await startSecureSite({ ...common, redisUrl: redis.url });
    b = await startSecureSite({ ...common, redisUrl: redis.url });
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await anvil?.stop();
    await api?.close();
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('an approval created on A is confirmed through B, once; a batch sent through B is reported by A', async () => {
    const { token, address } = await emailLogin(a);
    const created = await call(a, 'POST', '/api/approvals', { method: 'personal_sign', params: ['0x68656c6c6f', address] }, token);
    expect(created.status).toBe(200);
    const approvalId = String(created.json.approvalId);
    const confirmed = await call(b, 'POST', `/api/approvals/${approvalId}/confirm`, {}, token);
    expect(confirmed.status).toBe(200);
    expect(await verifyMessage({ address, message: 'hello', signature: confirmed.json.result as Hex })).toBe(true);
    expect((await call(a, 'POST', `/api/approvals/${approvalId}/confirm`, {}, token)).json.error).toMatchObject({ code: 'APPROVAL_NOT_FOUND' });

    await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0xde0b6b3a7640000'] }),
    });
    const calls = [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: '0x', value: '0x1' }];
    const batch = await call(a, 'POST', '/api/approvals', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: address, calls }] }, token);
    const sent = await call(b, 'POST', `/api/approvals/${String(batch.json.approvalId)}/confirm`, {}, token);
    expect({ created: batch.status, sent: sent.json }).toMatchObject({ created: 200, sent: { result: { id: expect.stringMatching(/^0x[0-9a-f]{64}$/) } } });
    const id = (sent.json.result as { id: string }).id;
    const status = await call(a, 'POST', '/api/rpc', { method: 'wallet_getCallsStatus', params: [id] }, token);
    expect(status.json.result).toMatchObject({ id, capabilities: { calls: [{ status: 'sent' }] } });
  });

  test('two confirms of one approval at once, on A and on B: one signs, the other is APPROVAL_NOT_FOUND', async () => {
    const { token, address } = await emailLogin(b);
    const created = await call(b, 'POST', '/api/approvals', { method: 'personal_sign', params: ['0x68656c6c6f', address] }, token);
    const target = `/api/approvals/${String(created.json.approvalId)}/confirm`;
    const replies = await Promise.all([call(a, 'POST', target, {}, token), call(b, 'POST', target, {}, token)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 404]);
  });

  test('a social login started on A completes on B, once', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const verifierHash = createHash('sha256').update(verifier).digest('hex');
    const started = await call(a, 'POST', '/api/social/start', { provider: 'github', projectId: TEST_PROJECT, appOrigin: TEST_APP_ORIGIN, verifierHash });
    const state = new URL(started.json.uri as string).searchParams.get('state') ?? '';
    expect((await call(b, 'GET', `/idp/github?state=${state}`)).status).toBe(200);
    const consent = await fetch(new URL('/idp/github/consent', b.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email: `social-${randomUUID().slice(0, 8)}@example.com`, name: 'ada', verified: 'on' }),
    });
    const uri = consent.headers.get('location') ?? '';
    expect(uri.startsWith(`${PUBLIC_URL}/social/callback?`)).toBe(true);
    const connected = await call(b, 'POST', '/api/social/connect', { uri, verifier, deviceId: randomUUID(), chainId: TEST_CHAIN });
    expect(connected.json.token).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
    expect((await call(a, 'GET', '/api/user', undefined, connected.json.token as string)).json).toMatchObject({ socialProvider: 'github', userName: 'ada' });
    const again = await call(a, 'POST', '/api/social/connect', { uri, verifier, deviceId: randomUUID(), chainId: TEST_CHAIN });
    expect(again.json.error).toMatchObject({ code: 'POPUP_RESULT_INVALID' });
  });

  test("the frame's Farcaster wait on A is woken at once by the completion the client posts to B", async () => {
    const opened = await call(a, 'POST', '/api/farcaster/channel', { projectId: TEST_PROJECT, appOrigin: TEST_APP_ORIGIN });
    const channelToken = opened.json.channelToken as string;
    const channel = (await call(b, 'GET', `/farcaster/connect?channelToken=${channelToken}`)).json as { nonce: string; domain: string; siweUri: string; chainId: number };
    const started = Date.now();
    const waiting = call(a, 'POST', '/api/farcaster/wait', { channelToken, frameSecret: opened.json.frameSecret, deviceId: randomUUID(), chainId: TEST_CHAIN });
    const account = privateKeyToAccount(generatePrivateKey());
    const fid = Number(await registerDevFid({ rpcUrl: anvil.url, custody: account.address }));
    const message = createSiweMessage({
      domain: channel.domain,
      address: account.address,
      statement: 'Farcaster Auth',
      uri: channel.siweUri,
      version: '1',
      chainId: channel.chainId,
      nonce: channel.nonce,
      issuedAt: new Date(),
      resources: [`farcaster://fid/${fid}`],
    });
    const completed = await call(b, 'POST', '/farcaster/complete', { channelToken, message, signature: await account.signMessage({ message }), custody: account.address, fid, username: 'alice' });
    expect(completed.json).toEqual({ ok: true });
    expect((await waiting).json).toMatchObject({ status: 'completed', token: expect.stringMatching(/^[A-Za-z0-9_-]{20,100}$/) });
    // Woken through Redis pub/sub, not by the 20 s end of the long poll.
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  describe('given write access to Redis, a tampered record is refused', () => {
    let raw: RedisClient;
    beforeAll(async () => void (raw = await connectRedis(redis.url, () => undefined)));
    afterAll(async () => void (await raw?.close().catch(() => undefined)));

    /** Rewrites the stored value of a record, keeping whatever integrity tag precedes its JSON. */
    async function rewrite(key: string, change: (value: Json) => Json): Promise<void> {
      const stored = (await raw.get(key)) ?? '';
      const json = stored.slice(stored.indexOf('{'));
      await raw.set(key, stored.slice(0, stored.indexOf('{')) + JSON.stringify(change(JSON.parse(json) as Json)), { KEEPTTL: true });
    }

    test('a forged Farcaster completion is refused: the channel stays pending', async () => {
      const opened = await call(a, 'POST', '/api/farcaster/channel', { projectId: TEST_PROJECT, appOrigin: TEST_APP_ORIGIN });
      const channelToken = opened.json.channelToken as string;
      await raw.set(`foyer:secure:rec:farcaster-done:${channelToken}`, JSON.stringify({ provider: 'farcaster', subject: '1', email: null, userName: 'x' }), { PX: 60_000 });
      await raw.publish('foyer:secure:wake', `farcaster-done:${channelToken}`);
      expect((await call(b, 'GET', `/farcaster/connect?channelToken=${channelToken}`)).json).toMatchObject({ state: 'pending' });
    });

    test("an approval whose params were rewritten after its summary was shown is refused at confirm", async () => {
      const { token, address } = await emailLogin(a);
      const created = await call(a, 'POST', '/api/approvals', { method: 'personal_sign', params: ['0x68656c6c6f', address] }, token);
      const approvalId = String(created.json.approvalId);
      await rewrite(`foyer:secure:rec:approval:${approvalId}`, (approval) => ({ ...approval, params: ['0x6576696c', address] }));
      const confirmed = await call(b, 'POST', `/api/approvals/${approvalId}/confirm`, {}, token);
      expect(confirmed).toMatchObject({ status: 404, json: { error: { code: 'APPROVAL_NOT_FOUND' } } });
    });

    test('an approval rewritten with a valid tag (the key leaked) still signs nothing but what its summary showed', async () => {
      const { token, address } = await emailLogin(a);
      const created = await call(a, 'POST', '/api/approvals', { method: 'personal_sign', params: ['0x68656c6c6f', address] }, token);
      const approvalId = String(created.json.approvalId);
      const key = `foyer:secure:rec:approval:${approvalId}`;
      const seal = RecordSeal.fromSecret(Buffer.from(String(common.kek), 'base64'));
      const stored = seal.open('approval', approvalId, (await raw.get(key)) ?? '') ?? '';
      const forged = JSON.stringify({ ...(JSON.parse(stored) as Json), params: ['0x6576696c', address] });
      await raw.set(key, seal.seal('approval', approvalId, forged), { KEEPTTL: true });
      const confirmed = await call(b, 'POST', `/api/approvals/${approvalId}/confirm`, {}, token);
      expect(confirmed).toMatchObject({ status: 409, json: { error: { code: 'APPROVAL_CHANGED' } } });
    });
  });

  describe('when Redis goes down', () => {
    let own: RunningRedisServer;
    let site: RunningSecureSite;
    beforeEach(async () => {
      own = await startRedisServer();
      site = await startSecureSite({ ...common, database: ':memory:', redisUrl: own.url });
    });
    afterEach(async () => {
      await site?.close();
      await own?.stop();
    });

    test('a new approval is refused at once with a clear 503', async () => {
      const { token, address } = await emailLogin(site);
      await own.stop();
      const started = Date.now();
      const created = await call(site, 'POST', '/api/approvals', { method: 'personal_sign', params: ['0x68656c6c6f', address] }, token);
      expect(created).toMatchObject({ status: 503, json: { error: REDIS_DOWN } });
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    test('a Farcaster wait in progress ends at once with the same error, not at the end of its long poll', async () => {
      const opened = await call(site, 'POST', '/api/farcaster/channel', { projectId: TEST_PROJECT, appOrigin: TEST_APP_ORIGIN });
      const waiting = call(site, 'POST', '/api/farcaster/wait', { channelToken: opened.json.channelToken, frameSecret: opened.json.frameSecret, deviceId: randomUUID(), chainId: TEST_CHAIN });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stopped = Date.now();
      await own.stop();
      expect(await waiting).toMatchObject({ status: 503, json: { error: REDIS_DOWN } });
      expect(Date.now() - stopped).toBeLessThan(3_000);
    });
  });
});

(hasRedisServer ? describe : describe.skip)('RedisRecordStore', () => {
  let redis: RunningRedisServer;
  const clients: RedisClient[] = [];
  const closers: (() => Promise<void>)[] = [];
  /** One store per simulated instance, each with its own connections. */
  async function instance(): Promise<RedisRecordStore> {
    const client = await connectRedis(redis.url, () => undefined, { queueWhileOffline: false });
    clients.push(client);
    const { store, close } = await RedisRecordStore.connect(client, () => undefined, { seal, onRefused: () => undefined });
    closers.push(close);
    return store;
  }
  const kind = () => `test-${randomUUID()}`;
  // One key for every simulated instance, as they share one KEK.
  const seal = RecordSeal.fromSecret(randomBytes(32));

  beforeAll(async () => void (redis = await startRedisServer()));
  afterAll(async () => {
    for (const close of closers) await close();
    for (const client of clients) await client.close().catch(() => undefined);
    await redis?.stop();
  });

  test('records expire with their TTL (Redis PX)', async () => {
    const [one, two] = [await instance(), await instance()];
    const records = kind();
    expect(await one.add(records, 'r1', { n: 1 }, Date.now() + 300, { max: 10, whenFull: 'refuse' })).toBe(true);
    expect(await two.get(records, 'r1')).toEqual({ n: 1 });
    const ttl = await clients[0]?.pTTL(`foyer:secure:rec:${records}:r1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await two.get(records, 'r1')).toBeUndefined();
    expect(await two.take(records, 'r1')).toBeUndefined();
    // The expired record left its place in the kind's bound too.
    expect(await one.add(records, 'r2', {}, Date.now() + 60_000, { max: 1, whenFull: 'refuse' })).toBe(true);
  });

  test('bounded like the memory store: refused when full, or the oldest dropped (per group first)', async () => {
    const store = await instance();
    const refusing = kind();
    const later = Date.now() + 60_000;
    expect(await store.add(refusing, 'a', 1, later, { max: 2, whenFull: 'refuse' })).toBe(true);
    expect(await store.add(refusing, 'b', 2, later + 1, { max: 2, whenFull: 'refuse' })).toBe(true);
    expect(await store.add(refusing, 'c', 3, later + 2, { max: 2, whenFull: 'refuse' })).toBe(false);
    expect(await store.take(refusing, 'a')).toBe(1);
    expect(await store.add(refusing, 'c', 3, later + 2, { max: 2, whenFull: 'refuse' })).toBe(true);

    const dropping = kind();
    const limits = (group: string) => ({ max: 3, whenFull: 'dropOldest' as const, group: { key: group, max: 2 } });
    for (const [index, id] of ['s1', 's2', 's3'].entries()) await store.add(dropping, id, id, later + index, limits('session'));
    expect(await store.get(dropping, 's1')).toBeUndefined();
    for (const [index, id] of ['o1', 'o2'].entries()) await store.add(dropping, id, id, later + 10 + index, limits(id));
    const kept = await Promise.all(['s2', 's3', 'o1', 'o2'].map((id) => store.get(dropping, id)));
    expect(kept).toEqual([undefined, 's3', 'o1', 'o2']);
  });

  test('a record written to Redis by anything but a store with the key is refused (absent, and reported)', async () => {
    const refused: string[] = [];
    const client = await connectRedis(redis.url, () => undefined, { queueWhileOffline: false });
    clients.push(client);
    const { store, close } = await RedisRecordStore.connect(client, () => undefined, { seal: RecordSeal.fromSecret(randomBytes(32)), onRefused: (refusedKind) => refused.push(refusedKind) });
    closers.push(close);
    const records = kind();
    const waiting = store.waitFor(records, 'forged', 300);
    await client.set(`foyer:secure:rec:${records}:forged`, JSON.stringify({ subject: '1' }), { PX: 60_000 });
    await client.publish('foyer:secure:wake', `${records}:forged`);
    expect(await waiting).toBeUndefined();
    expect(await store.take(records, 'forged')).toBeUndefined();
    // A genuine record moved to another id (or another kind) does not verify there either.
    expect(await store.put(records, 'genuine', { subject: '2' }, Date.now() + 60_000, 'absent')).toBe(true);
    await client.set(`foyer:secure:rec:${records}:moved`, (await client.get(`foyer:secure:rec:${records}:genuine`)) ?? '', { PX: 60_000 });
    expect([await store.get(records, 'genuine'), await store.get(records, 'moved')]).toEqual([{ subject: '2' }, undefined]);
    expect(refused).toEqual([records, records, records]);
  });

  test('a put on one instance wakes the waiter on the other; a take is handed to one of them only', async () => {
    const [one, two] = [await instance(), await instance()];
    const records = kind();
    const started = Date.now();
    const waiting = one.waitFor(records, 'x', 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await two.put(records, 'x', { done: true }, Date.now() + 60_000, 'absent')).toBe(true);
    expect(await waiting).toEqual({ done: true });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await one.put(records, 'x', { done: false }, Date.now() + 60_000, 'absent')).toBe(false);
    const taken = await Promise.all([one.take(records, 'x'), two.take(records, 'x')]);
    expect(taken.filter((value) => value !== undefined)).toEqual([{ done: true }]);
    expect(await one.waitFor(records, 'nothing', 100)).toBeUndefined();
  });
});
