import { randomBytes, randomUUID } from 'node:crypto';
import { verifyMessage, bytesToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { RunningAnvil } from '../anvil/startAnvil.js';
import { openDatabase } from '../db/openDatabase.js';
import { bearer, secureSiteClient, TEST_APP_ORIGIN as APP_ORIGIN, TEST_PROJECT as PROJECT, type Json } from '../test-utils/secureSiteClient.js';
import { startSecureSiteFixture, type SecureSiteFixture } from '../test-utils/startSecureSiteFixture.js';
import { decryptSecret } from './crypto/keyEncryption.js';
import type { RunningSecureSite } from './startSecureSite.js';

const kek = randomBytes(32);

let fixture: SecureSiteFixture & { anvil: RunningAnvil };
let anvil: RunningAnvil;
let secure: RunningSecureSite;
const logLines: string[] = [];
const responses: string[] = [];

const { call, mailbox, login: emailLogin } = secureSiteClient(
  () => secure,
  (text, headers) => void responses.push(text, JSON.stringify([...headers])),
);

beforeAll(async () => {
  fixture = await startSecureSiteFixture({
    anvil: true,
    kek: kek.toString('base64'),
    logLevel: 'trace',
    logStream: { write: (line) => void logLines.push(line) },
  });
  ({ anvil, secure } = fixture);
}, 60_000);

afterAll(() => fixture?.close());

describe('startSecureSite', () => {
  test('serves the frame page with a CSP limited to its own origin, framed only by the allowed origins', async () => {
    const page = await call('GET', `/frame?projectId=${PROJECT}&chainId=eip155:31337&version=foyer-react-0.1.0&enableLogger=true`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('/frame/assets/main.js');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain('frame-ancestors http://127.0.0.1:3000 http://localhost:3000 http://127.0.0.1:3100');
    const unknown = await call('GET', '/frame?projectId=no-such-project');
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('the API is closed to other origins and sends no CORS headers', async () => {
    const response = await call('POST', '/api/email/connect', { email: 'x@example.com' }, { origin: 'http://127.0.0.1:3000' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(new URL('/api/email/connect', secure.url), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(simple.status).toBe(415);
  });

  test('a page origin outside the project list gets ORIGIN_NOT_ALLOWED', async () => {
    const response = await call('POST', '/api/email/connect', { email: 'eve@example.com', deviceId: randomUUID(), projectId: PROJECT, appOrigin: 'http://127.0.0.1:4000' });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Origin Not Allowed' } });
    const social = await call('POST', '/api/social/start', { provider: 'google', projectId: PROJECT, appOrigin: 'https://evil.example', verifierHash: 'a'.repeat(64) });
    expect(social.json.error).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
  });

  test('email login: OTP from the dev mailbox, cooldown, user, signing, sending, device check, update email, delete', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.com`;
    const deviceId = randomUUID();
    const token = await emailLogin(email, deviceId);

    const box = await call('GET', `/dev/mailbox?to=${email}`);
    expect(box.json).toMatchObject({ devMailbox: true, to: email });
    expect((box.json.messages as { otp: string; subject: string }[])[0]?.subject).toContain('login code');

    const again = await call('POST', '/api/email/connect', { email, deviceId, projectId: PROJECT, appOrigin: APP_ORIGIN });
    expect(again.status).toBe(429);
    expect((again.json.error as Json).message).toMatch(/^Please try again after \d+ seconds$/);

    const user = await call('GET', '/api/user', undefined, bearer(token));
    expect(user.json).toMatchObject({ email, chainId: 'eip155:31337', preferredAccountType: 'eoa' });
    const address = user.json.address as `0x${string}`;

    // Unsafe methods sign only through a one-time approval (the frame's own approval UI confirms it).
    const approve = async (method: string, params: unknown) => {
      const created = await call('POST', '/api/approvals', { method, params }, bearer(token));
      return call('POST', `/api/approvals/${String(created.json.approvalId)}/confirm`, {}, bearer(token));
    };
    const signature = await approve('personal_sign', ['0x68656c6c6f', address]);
    expect(await verifyMessage({ address, message: 'hello', signature: signature.json.result as `0x${string}` })).toBe(true);

    const notAllowed = await call('POST', '/api/rpc', { method: 'eth_sign', params: [address, '0x00'] }, bearer(token));
    expect(notAllowed.json.error).toEqual({ code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' });
    const badCalls = await call('POST', '/api/approvals', { method: 'wallet_sendCalls', params: [{ calls: [{ to: address.slice(2), data: '0x' }] }] }, bearer(token));
    expect((badCalls.json.error as Json).code).toBe('INVALID_CALLS');

    // fund the embedded account from anvil's unlocked dev account 0, then send from it (signed server-side)
    await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction', params: [{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: address, value: '0xde0b6b3a7640000' }] }),
    });
    const sent = await approve('eth_sendTransaction', [{ from: address, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }]);
    expect(sent.json.result).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await call('POST', '/api/rpc', { method: 'eth_getTransactionReceipt', params: [sent.json.result] }, bearer(token));
    expect((receipt.json.result as Json).status).toBe('0x1');

    // the same user on a new device must approve it through the e-mailed link first
    const otherDevice = randomUUID();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // (cooldown: the login code above was sent less than 30 s ago, so the device step is refused for now)
    const blocked = await call('POST', '/api/email/connect', { email, deviceId: otherDevice, projectId: PROJECT, appOrigin: APP_ORIGIN });
    expect((blocked.json.error as Json).code).toBe('EMAIL_COOLDOWN');

    // update email: primary OTP to the current address, secondary OTP to the new one
    const newEmail = `ada-new-${randomUUID().slice(0, 8)}@example.com`;
    expect((await call('POST', '/api/email/update', { email: newEmail }, bearer(token))).json).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const primary = (await mailbox(email))[0]?.otp ?? '';
    expect((await call('POST', '/api/email/update/primary', { otp: primary }, bearer(token))).status).toBe(200);
    const secondary = (await mailbox(newEmail))[0]?.otp ?? '';
    expect((await call('POST', '/api/email/update/secondary', { otp: secondary }, bearer(token))).json).toEqual({ newEmail });
    expect((await call('GET', '/api/user', undefined, bearer(token))).json.email).toBe(newEmail);

    // the stored key is ciphertext; decrypted, it is the key of the address
    const { db } = await openDatabase(fixture.database);
    const row = await db.selectFrom('wallet_users').selectAll().where('evm_address', '=', address).executeTakeFirstOrThrow();
    const privateKey = bytesToHex(decryptSecret(row.evm_key, kek, row.id));
    expect(privateKeyToAccount(privateKey).address).toBe(address);
    const solanaSeed = Buffer.from(decryptSecret(row.solana_key ?? '', kek, row.id));
    const secrets = [privateKey.slice(2), Buffer.from(privateKey.slice(2), 'hex').toString('base64'), solanaSeed.toString('hex'), solanaSeed.toString('base64')];
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      for (const text of [...logLines, ...responses]) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }

    expect((await call('POST', '/api/account/delete', {}, bearer(token))).status).toBe(200);
    expect(await db.selectFrom('wallet_users').selectAll().where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
    expect((await call('GET', '/api/user', undefined, bearer(token))).status).toBe(401);
    await db.destroy();
  }, 30_000);

  test('a wrong code counts as an attempt and a bad token is NOT_CONNECTED', async () => {
    const email = `bob-${randomUUID().slice(0, 8)}@example.com`;
    await call('POST', '/api/email/connect', { email, deviceId: randomUUID(), projectId: PROJECT, appOrigin: APP_ORIGIN });
    const code = (await mailbox(email))[0]?.otp ?? '';
    const wrong = code === '123456' ? '654321' : '123456';
    const response = await call('POST', '/api/email/otp', { email, otp: wrong, deviceId: randomUUID(), chainId: 'eip155:31337' });
    expect(response.json.error).toEqual({ code: 'INVALID_OTP', message: 'Invalid code' });
    expect((await call('GET', '/api/user', undefined, bearer('x'.repeat(43)))).json.error).toMatchObject({ code: 'NOT_CONNECTED' });
  });

  test('social login through the LOCAL identity provider; the result goes only to the starting page origin', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const { createHash } = await import('node:crypto');
    const verifierHash = createHash('sha256').update(verifier).digest('hex');
    const started = await call('POST', '/api/social/start', { provider: 'github', projectId: PROJECT, appOrigin: APP_ORIGIN, verifierHash });
    const uri = new URL(started.json.uri as string);
    expect(uri.origin + uri.pathname).toBe(`${secure.url}/idp/github`);
    const consentPage = await call('GET', uri.pathname + uri.search);
    expect(consentPage.text).toContain('LOCAL identity provider');
    expect(consentPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const consent = await fetch(new URL('/idp/github/consent', secure.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: uri.searchParams.get('state') ?? '', email: 'octo@example.com', name: 'octo', verified: 'on' }),
    });
    expect(consent.status).toBe(303);
    const resultUri = consent.headers.get('location') ?? '';
    const callback = await call('GET', new URL(resultUri).pathname + new URL(resultUri).search);
    expect(callback.text).toContain(`"${APP_ORIGIN}"`);
    expect(callback.text).toContain('@w3m-frame/SOCIAL_RESULT');

    const stolen = await call('POST', '/api/social/connect', { uri: resultUri, verifier: randomBytes(32).toString('base64url'), deviceId: randomUUID(), chainId: 'eip155:31337' });
    expect((stolen.json.error as Json).code).toBe('POPUP_RESULT_INVALID');
    const connected = await call('POST', '/api/social/connect', { uri: resultUri, verifier, deviceId: randomUUID(), chainId: 'eip155:31337' });
    const user = await call('GET', '/api/user', undefined, bearer(connected.json.token as string));
    expect(user.json).toMatchObject({ email: 'octo@example.com', userName: 'octo', socialProvider: 'github' });
    const replay = await call('POST', '/api/social/connect', { uri: resultUri, verifier, deviceId: randomUUID(), chainId: 'eip155:31337' });
    expect(replay.status).toBe(400);
  });

  // The full Farcaster flow (IdRegistry on anvil, every refusal) is in farcaster/farcasterSignIn.test.ts.
  test('Farcaster sign-in is off without an IdRegistry: FARCASTER_UNAVAILABLE', async () => {
    const channel = await call('POST', '/api/farcaster/channel', { projectId: PROJECT, appOrigin: APP_ORIGIN });
    expect(channel.status).toBe(503);
    expect((channel.json.error as Json).code).toBe('FARCASTER_UNAVAILABLE');
  });

  test('dev mailbox validates its query', async () => {
    expect((await call('GET', '/dev/mailbox')).status).toBe(400);
    expect((await call('GET', '/dev/mailbox?to=nobody@example.com')).json.messages).toEqual([]);
  });
});
