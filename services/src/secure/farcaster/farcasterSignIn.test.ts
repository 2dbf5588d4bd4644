import { randomBytes, randomUUID } from 'node:crypto';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { startAnvil, type RunningAnvil } from '../../anvil/startAnvil.js';
import { deployDevContracts } from '../../devChain/deployDevContracts.js';
import { registerDevFid } from '../../devChain/registerDevFid.js';
import { startTestApi, type TestApi } from '../../test-utils/startTestApi.js';
import { startSecureSite, type RunningSecureSite } from '../startSecureSite.js';
import { FARCASTER_ERRORS, type FarcasterErrorCode } from './farcasterErrors.js';

const PROJECT = 'foyer-demo-embedded';
const APP_ORIGIN = 'http://127.0.0.1:3000';

let api: TestApi;
let anvil: RunningAnvil;
let secure: RunningSecureSite;
let unconfigured: RunningSecureSite;

type Json = Record<string, unknown>;

async function call(site: RunningSecureSite, method: 'GET' | 'POST', target: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(new URL(target, site.url), {
    method,
    headers: { origin: site.url, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

type Channel = { channelToken: string; frameSecret: string; nonce: string; domain: string; siweUri: string; chainId: number };

async function openChannel(site: RunningSecureSite = secure): Promise<Channel> {
  const opened = await call(site, 'POST', '/api/farcaster/channel', { projectId: PROJECT, appOrigin: APP_ORIGIN });
  expect(opened.status).toBe(200);
  const url = new URL(opened.json.url as string);
  const info = await call(site, 'GET', url.pathname + url.search);
  return { ...(info.json as Omit<Channel, 'frameSecret'>), frameSecret: opened.json.frameSecret as string };
}

/** A Farcaster user with a registered fid on the dev IdRegistry. */
async function farcasterUser(): Promise<{ account: PrivateKeyAccount; fid: number }> {
  const account = privateKeyToAccount(generatePrivateKey());
  return { account, fid: Number(await registerDevFid({ rpcUrl: anvil.url, custody: account.address })) };
}

/** The EIP-4361 message a Farcaster client signs for `channel`, with `changes` applied. */
function messageFor(channel: Channel, custody: `0x${string}`, fid: number, changes: Partial<SiweMessage> = {}): string {
  return createSiweMessage({
    domain: channel.domain,
    address: custody,
    statement: 'Farcaster Auth',
    uri: channel.siweUri,
    version: '1',
    chainId: channel.chainId,
    nonce: channel.nonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${fid}`],
    ...changes,
  });
}

async function complete(channel: Channel, body: { message: string; signer: PrivateKeyAccount; custody: `0x${string}`; fid: number }) {
  return call(secure, 'POST', '/farcaster/complete', {
    channelToken: channel.channelToken,
    message: body.message,
    signature: await body.signer.signMessage({ message: body.message }),
    custody: body.custody,
    fid: body.fid,
    username: 'alice',
  });
}

function refusal(code: FarcasterErrorCode): { status: number; json: Json } {
  return { status: FARCASTER_ERRORS[code].status, json: { error: { code, message: FARCASTER_ERRORS[code].message } } };
}

async function expectStillPending(channel: Channel): Promise<void> {
  const info = await call(secure, 'GET', `/farcaster/connect?channelToken=${channel.channelToken}`);
  // Still pending means no identity was stored: /api/farcaster/wait has nothing to turn into a session.
  expect(info.json.state).toBe('pending');
}

beforeAll(async () => {
  api = await startTestApi({ database: ':memory:' });
  anvil = await startAnvil({ port: 0 });
  const { idRegistryAddress } = await deployDevContracts({ rpcUrl: anvil.url });
  const common = { dev: true, port: 0, database: ':memory:', rpcUrl: anvil.url, apiUrl: api.url, kek: randomBytes(32).toString('base64'), otpPepper: randomBytes(32).toString('base64'), logLevel: 'silent' as const };
  secure = await startSecureSite({ ...common, farcaster: { idRegistryAddress, rpcUrl: anvil.url, chainId: anvil.chainId } });
  unconfigured = await startSecureSite({ ...common, farcaster: false });
}, 60_000);

afterAll(async () => {
  await secure?.close();
  await unconfigured?.close();
  await anvil?.stop();
  await api?.close();
});

// Before the fix every refusal below was a 200 and a session: complete() only looked for "Nonce: <nonce>" and recovered
// the signer, so each of these tests failed then; the genuine sign-in passed before and after.
describe('Farcaster sign-in proves the fid', () => {
  test('the genuine custody key of a registered fid gets the frame a session for that fid', async () => {
    const channel = await openChannel();
    const { account, fid } = await farcasterUser();
    const waiting = call(secure, 'POST', '/api/farcaster/wait', { channelToken: channel.channelToken, frameSecret: channel.frameSecret, deviceId: randomUUID(), chainId: 'eip155:31337' });
    expect(await complete(channel, { message: messageFor(channel, account.address, fid), signer: account, custody: account.address, fid })).toEqual({ status: 200, json: { ok: true } });
    const result = await waiting;
    expect(result.json).toMatchObject({ status: 'completed', token: expect.stringMatching(/^[A-Za-z0-9_-]{20,100}$/) });
  });

  test('forged: the victim fid with the attacker own (validly signing) custody key is refused, no session', async () => {
    const channel = await openChannel();
    const victim = await farcasterUser();
    const attacker = privateKeyToAccount(generatePrivateKey());
    const message = messageFor(channel, attacker.address, victim.fid);
    expect(await complete(channel, { message, signer: attacker, custody: attacker.address, fid: victim.fid })).toEqual(refusal('FARCASTER_CUSTODY_MISMATCH'));
    await expectStillPending(channel);
  });

  test('forged: an attacker with an fid of their own cannot claim the victim fid either', async () => {
    const channel = await openChannel();
    const victim = await farcasterUser();
    const attacker = await farcasterUser();
    const message = messageFor(channel, attacker.account.address, victim.fid);
    expect(await complete(channel, { message, signer: attacker.account, custody: attacker.account.address, fid: victim.fid })).toEqual(refusal('FARCASTER_CUSTODY_MISMATCH'));
    await expectStillPending(channel);
  });

  test('an fid nobody registered is refused', async () => {
    const channel = await openChannel();
    const account = privateKeyToAccount(generatePrivateKey());
    expect(await complete(channel, { message: messageFor(channel, account.address, 999_999), signer: account, custody: account.address, fid: 999_999 })).toEqual(refusal('FARCASTER_CUSTODY_MISMATCH'));
  });

  test('a signature by another key than the custody address is refused', async () => {
    const channel = await openChannel();
    const { account, fid } = await farcasterUser();
    const forger = privateKeyToAccount(generatePrivateKey());
    expect(await complete(channel, { message: messageFor(channel, account.address, fid), signer: forger, custody: account.address, fid })).toEqual(refusal('FARCASTER_SIGNATURE_INVALID'));
    await expectStillPending(channel);
  });

  const now = Date.now();
  const cases: [string, (channel: Channel) => Partial<SiweMessage>, FarcasterErrorCode][] = [
    ['another domain', () => ({ domain: 'evil.example' }), 'FARCASTER_DOMAIN_MISMATCH'],
    ['another uri', () => ({ uri: 'https://evil.example/login' }), 'FARCASTER_URI_MISMATCH'],
    ['another nonce', () => ({ nonce: 'aaaaaaaaaaaaaaaaaaaaaaaa' }), 'FARCASTER_NONCE_MISMATCH'],
    ['another chain', () => ({ chainId: 1 }), 'FARCASTER_CHAIN_MISMATCH'],
    ['an expired message', () => ({ issuedAt: new Date(now - 120_000), expirationTime: new Date(now - 60_000) }), 'FARCASTER_MESSAGE_EXPIRED'],
    ['a message not valid yet', () => ({ notBefore: new Date(now + 120_000) }), 'FARCASTER_MESSAGE_NOT_YET_VALID'],
    ['an issued-at beyond the 5 min clock skew', () => ({ issuedAt: new Date(now + 10 * 60_000) }), 'FARCASTER_ISSUED_IN_FUTURE'],
    ['no fid resource', () => ({ resources: [] }), 'FARCASTER_FID_RESOURCE_MISSING'],
    ['another fid in the resources', () => ({ resources: ['farcaster://fid/1'] }), 'FARCASTER_FID_RESOURCE_MISSING'],
  ];
  test.each(cases)('%s is refused with its code and the channel stays open', async (_name, change, code) => {
    const channel = await openChannel();
    const { account, fid } = await farcasterUser();
    const message = messageFor(channel, account.address, fid, change(channel));
    expect(await complete(channel, { message, signer: account, custody: account.address, fid })).toEqual(refusal(code));
    await expectStillPending(channel);
  });

  test('a message that is not EIP-4361 is refused', async () => {
    const channel = await openChannel();
    const { account, fid } = await farcasterUser();
    const message = `${channel.domain} wants you to sign in with your Ethereum account:\n${account.address}\n\nURI: ${channel.siweUri}\nNonce: ${channel.nonce}`;
    expect(await complete(channel, { message, signer: account, custody: account.address, fid })).toEqual(refusal('FARCASTER_MESSAGE_INVALID'));
  });

  test('a message for another custody address than the body claims is refused', async () => {
    const channel = await openChannel();
    const { account, fid } = await farcasterUser();
    const other = await farcasterUser();
    const message = messageFor(channel, other.account.address, fid);
    expect(await complete(channel, { message, signer: account, custody: account.address, fid })).toEqual(refusal('FARCASTER_ADDRESS_MISMATCH'));
  });

  test('a completed channel cannot be completed again', async () => {
    const channel = await openChannel();
    const { account, fid } = await farcasterUser();
    const message = messageFor(channel, account.address, fid);
    expect((await complete(channel, { message, signer: account, custody: account.address, fid })).status).toBe(200);
    expect(await complete(channel, { message, signer: account, custody: account.address, fid })).toEqual(refusal('FARCASTER_CHANNEL_NOT_FOUND'));
  });
});

describe('N11: a Farcaster session', () => {
  // Failed before the fix: the session was created unbound, so the first project to use it (any) took it.
  test("is bound to the channel's project and page origin, and the client's claimed username is not the account's name", async () => {
    const channel = await openChannel();
    const { account, fid } = await farcasterUser();
    const waiting = call(secure, 'POST', '/api/farcaster/wait', { channelToken: channel.channelToken, frameSecret: channel.frameSecret, deviceId: randomUUID(), chainId: 'eip155:31337' });
    expect((await complete(channel, { message: messageFor(channel, account.address, fid), signer: account, custody: account.address, fid })).status).toBe(200);
    const token = (await waiting).json.token as string;
    const user = async (projectId: string) =>
      fetch(new URL('/api/user', secure.url), { headers: { origin: secure.url, authorization: `Bearer ${token}`, 'x-foyer-project': projectId, 'x-foyer-origin': APP_ORIGIN } });
    expect((await user('foyer-demo')).status).toBe(401);
    const mine = await user(PROJECT);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as Json).userName).toBeNull();
  });
});

describe('given no IdRegistry configured', () => {
  test('Farcaster sign-in is off: the channel, its URL and the completion answer FARCASTER_UNAVAILABLE', async () => {
    expect(await call(unconfigured, 'POST', '/api/farcaster/channel', { projectId: PROJECT, appOrigin: APP_ORIGIN })).toEqual(refusal('FARCASTER_UNAVAILABLE'));
    expect(await call(unconfigured, 'GET', '/farcaster/connect?channelToken=abc')).toEqual(refusal('FARCASTER_UNAVAILABLE'));
    const account = privateKeyToAccount(generatePrivateKey());
    const completion = { channelToken: 'abc', message: 'x', signature: await account.signMessage({ message: 'x' }), custody: account.address, fid: 1, username: 'a' };
    expect(await call(unconfigured, 'POST', '/farcaster/complete', completion)).toEqual(refusal('FARCASTER_UNAVAILABLE'));
  });
});
