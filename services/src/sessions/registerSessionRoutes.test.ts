import {
  SESSIONS_PATHS,
  SIWX_MAX_BODY_BYTES,
  foyerDevSolana,
  FOYER_DEV_SOLANA_SEEDS,
  type AuthenticateResponse,
  type CreateMessageResponse,
  type NonceResponse,
  type RevokeResponse,
  type SessionsResponse,
} from '@foyer/kernel';
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder, signBytes } from '@solana/kit';
import { hexToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { createChainRegistry } from '../chain/createChainRegistry.js';
import { startTestApi } from '../test-utils/startTestApi.js';
import { testDatabaseRows } from '../test-utils/testDatabases.js';
import { siweVectors } from './siweVectors.js';
import { OTHER_PROJECT, ORIGIN, PROJECT, startSessionsApi, type SessionsApi } from './test-utils/startSessionsApi.js';

const EVM = 'eip155:31337';
const MAINNET = 'eip155:1';
const SOLANA = foyerDevSolana.caipNetworkId;
const START = Date.parse('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;
const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const mallory = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');

const q = (path: string, project = PROJECT) => `${path}?projectId=${project}`;
const fromPage = { origin: ORIGIN };

let anvil: RunningAnvil;
beforeAll(async () => void (anvil = await startAnvil({ port: 0 })));
afterAll(async () => anvil.stop());

describe.each(testDatabaseRows)('sessions routes (%s)', (_dialect, testDatabase) => {
  let api: SessionsApi;
  let clock: number;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    clock = START;
    const handle = await testDatabase.create();
    drop = handle.drop;
    const chains = createChainRegistry({ [EVM]: anvil.url, [MAINNET]: anvil.url }, { solanaRpcUrl: 'http://127.0.0.1:1' });
    api = await startSessionsApi({ database: handle.database, chains, now: () => clock });
  });
  afterEach(async () => {
    await api.close();
    await drop();
  });

  async function nonce(project = PROJECT): Promise<string> {
    const answer = await api.call<NonceResponse>('POST', q(SESSIONS_PATHS.nonce, project));
    expect(answer.status).toBe(201);
    return answer.body.nonce;
  }

  function siwe(fields: Partial<SiweMessage> & { nonce: string }): string {
    return createSiweMessage({ address: alice.address, chainId: 31337, domain: 'localhost:3000', uri: `${ORIGIN}/login`, version: '1', issuedAt: new Date(clock), ...fields });
  }

  async function authenticate(message: string, signature: string, chainId = EVM, headers: Record<string, string> = fromPage) {
    return api.call<AuthenticateResponse>('POST', q(SESSIONS_PATHS.authenticate), { headers, body: { message, signature, chainId } });
  }

  async function signIn(chainId = EVM): Promise<AuthenticateResponse> {
    const message = siwe({ nonce: await nonce(), chainId: Number(chainId.split(':')[1]) });
    const answer = await authenticate(message, await alice.signMessage({ message }), chainId);
    expect(answer.status).toBe(201);
    return answer.body;
  }

  describe('nonce', () => {
    test('is 24 alphanumeric characters, fresh each time, valid 5 minutes', async () => {
      const first = await api.call<NonceResponse>('POST', q(SESSIONS_PATHS.nonce));
      const second = await api.call<NonceResponse>('POST', q(SESSIONS_PATHS.nonce));
      expect(first.body.nonce).toMatch(/^[A-Za-z0-9]{24}$/);
      expect(second.body.nonce).not.toBe(first.body.nonce);
      expect(first.body.expiresAt).toBe(new Date(START + 5 * MINUTE).toISOString());
    });

    test('needs a project', async () => {
      expect((await api.call('POST', SESSIONS_PATHS.nonce)).body.error.code).toBe('MISSING_PROJECT_ID');
      expect((await api.call('POST', q(SESSIONS_PATHS.nonce, 'nope'))).body.error.code).toBe('INVALID_PROJECT_ID');
    });
  });

  describe('authenticate', () => {
    test('EVM: a signed EIP-4361 message makes a session, listed with its token', async () => {
      const message = siwe({ nonce: await nonce(), statement: 'Sign in to Foyer' });
      const signature = await alice.signMessage({ message });
      const answer = await authenticate(message, signature);
      expect(answer.status).toBe(201);
      expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.body.session).toEqual({
        message,
        signature,
        data: expect.objectContaining({ accountAddress: alice.address, chainId: EVM, domain: 'localhost:3000', uri: `${ORIGIN}/login`, statement: 'Sign in to Foyer' }),
      });
      expect(answer.body.expiresAt).toBe(new Date(START + 7 * 24 * 60 * MINUTE).toISOString());

      const list = await api.call<SessionsResponse>('GET', `${q(SESSIONS_PATHS.list(alice.address.toLowerCase()))}`, { headers: { authorization: `Bearer ${answer.body.token}` } });
      expect(list.status).toBe(200);
      expect(list.body.sessions).toEqual([answer.body.session]);
      // Only the token's hash is stored.
      const row = await api.db.selectFrom('siwx_sessions').selectAll().executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(answer.body.token);
      expect(row).toMatchObject({ project_id: PROJECT, address: alice.address, caip_network_id: EVM, message, signature });
    });

    test('EVM: the server-written message signs in, and ends with the message’s expiry', async () => {
      const expirationTime = new Date(START + 60 * MINUTE).toISOString();
      const created = await api.call<CreateMessageResponse>('POST', q(SESSIONS_PATHS.message), {
        headers: fromPage,
        body: { accountAddress: alice.address.toLowerCase(), chainId: EVM, statement: 'Sign in to Foyer', expirationTime },
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toMatch(/^localhost:3000 wants you to sign in with your Ethereum account:\n0x/);
      expect(created.body.message).toContain('\nChain ID: 31337\n');
      expect(created.body.data).toMatchObject({ accountAddress: alice.address, chainId: EVM, domain: 'localhost:3000', uri: ORIGIN, version: '1', expirationTime });
      const answer = await authenticate(created.body.message, await alice.signMessage({ message: created.body.message }));
      expect(answer.status).toBe(201);
      expect(answer.body.expiresAt).toBe(expirationTime);
    });

    test('Solana: a signed Sign-In-With-Solana message (ed25519, base58) makes a session', async () => {
      const signer = await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(`0x${FOYER_DEV_SOLANA_SEEDS[0]}`));
      const created = await api.call<CreateMessageResponse>('POST', q(SESSIONS_PATHS.message), { headers: fromPage, body: { accountAddress: signer.address, chainId: SOLANA } });
      expect(created.status).toBe(201);
      expect(created.body.message).toMatch(/^localhost:3000 wants you to sign in with your Solana account:\n/);
      expect(created.body.message).toContain(`\nChain ID: ${foyerDevSolana.id}\n`);
      const signature = getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(created.body.message)));
      const answer = await authenticate(created.body.message, signature, SOLANA);
      expect(answer.status).toBe(201);
      expect(answer.body.session.data).toMatchObject({ accountAddress: signer.address, chainId: SOLANA });
      const list = await api.call<SessionsResponse>('GET', q(SESSIONS_PATHS.list(signer.address)), { headers: { authorization: `Bearer ${answer.body.token}` } });
      expect(list.body.sessions).toHaveLength(1);
    });

    test('a replay of the good request is refused', async () => {
      const message = siwe({ nonce: await nonce() });
      const signature = await alice.signMessage({ message });
      expect((await authenticate(message, signature)).status).toBe(201);
      const replay = await authenticate(message, signature);
      expect(replay).toMatchObject({ status: 409, body: { error: { code: 'SIWX_NONCE_USED' } } });
      expect(await api.sessionCount()).toBe(1);
    });

    test('N9: a bad signature burns the nonce: a second try with it, even rightly signed, is refused SIWX_NONCE_USED', async () => {
      const message = siwe({ nonce: await nonce() });
      expect((await authenticate(message, await mallory.signMessage({ message }))).body).toMatchObject({ error: { code: 'SIWX_INVALID_SIGNATURE' } });
      const second = await authenticate(message, await alice.signMessage({ message }));
      expect(second).toMatchObject({ status: 409, body: { error: { code: 'SIWX_NONCE_USED' } } });
      expect(await api.sessionCount()).toBe(0);
    });

    test('N9: concurrent tries with one nonce: one signature check at most succeeds, the others are refused', async () => {
      const message = siwe({ nonce: await nonce() });
      const bad = await mallory.signMessage({ message });
      const answers = await Promise.all([authenticate(message, bad), authenticate(message, bad), authenticate(message, await alice.signMessage({ message }))]);
      expect(answers.filter(({ status }) => status === 201).length).toBeLessThanOrEqual(1);
      expect(answers.filter(({ body }) => (body as { error?: { code: string } }).error?.code === 'SIWX_NONCE_USED')).toHaveLength(answers.length - 1);
    });

    type Case = [name: string, code: string, status: number, attempt: () => Promise<{ status: number; body: unknown }>];
    const signed = async (fields: Partial<SiweMessage> = {}, chainId = EVM, headers: Record<string, string> = fromPage) => {
      const message = siwe({ nonce: await nonce(), ...fields });
      return authenticate(message, await alice.signMessage({ message }), chainId, headers);
    };
    const failures: Case[] = [
      ['wrong domain', 'SIWX_DOMAIN_MISMATCH', 403, () => signed({ domain: 'evil.example.com' })],
      ['a scheme that is not the page’s', 'SIWX_DOMAIN_MISMATCH', 403, () => signed({ scheme: 'https' })],
      ['origin not allowed', 'SIWX_ORIGIN_NOT_ALLOWED', 403, () => signed({}, EVM, { origin: 'https://evil.example.com' })],
      ['no Origin header', 'SIWX_ORIGIN_NOT_ALLOWED', 403, () => signed({}, EVM, {})],
      ['uri on another origin', 'SIWX_URI_MISMATCH', 400, () => signed({ uri: 'https://app.example.com/login' })],
      ['message for another chain than the request', 'SIWX_CHAIN_MISMATCH', 400, () => signed({ chainId: 1 })],
      ['a chain the services do not serve', 'SIWX_UNSUPPORTED_CHAIN', 400, () => signed({ chainId: 10 }, 'eip155:10')],
      ['a bip122 account', 'SIWX_FAMILY_NOT_SUPPORTED', 400, () => signed({}, 'bip122:000000000019d6689c085ae165831e93')],
      ['an unknown nonce', 'SIWX_NONCE_UNKNOWN', 401, async () => {
        const message = siwe({ nonce: 'abcdefgh12345678' });
        return authenticate(message, await alice.signMessage({ message }));
      }],
      ['a nonce of another project', 'SIWX_NONCE_UNKNOWN', 401, async () => {
        const message = siwe({ nonce: await nonce(OTHER_PROJECT) });
        return authenticate(message, await alice.signMessage({ message }));
      }],
      ['an expired nonce', 'SIWX_NONCE_EXPIRED', 401, async () => {
        const fresh = await nonce();
        clock += 5 * MINUTE + 1;
        const message = siwe({ nonce: fresh });
        return authenticate(message, await alice.signMessage({ message }));
      }],
      ['issuedAt in the future', 'SIWX_ISSUED_IN_FUTURE', 400, () => signed({ issuedAt: new Date(START + 6 * MINUTE) })],
      ['expired', 'SIWX_EXPIRED', 401, () => signed({ expirationTime: new Date(START - 1) })],
      ['not yet valid', 'SIWX_NOT_YET_VALID', 401, () => signed({ notBefore: new Date(START + MINUTE) })],
      ['a bad signature', 'SIWX_INVALID_SIGNATURE', 401, async () => authenticate(siwe({ nonce: await nonce() }), `0x${'11'.repeat(65)}`)],
      ['a signature that is not hex', 'SIWX_INVALID_SIGNATURE', 401, async () => authenticate(siwe({ nonce: await nonce() }), 'not a signature')],
      ['signer is not the message’s address', 'SIWX_INVALID_SIGNATURE', 401, async () => {
        const message = siwe({ nonce: await nonce() });
        return authenticate(message, await mallory.signMessage({ message }));
      }],
      ['a malformed message', 'SIWX_MALFORMED_MESSAGE', 400, async () => authenticate(`${siwe({ nonce: await nonce() })}\nP.S. trailing`, '0x00')],
      ['an EVM message sent for a Solana network', 'SIWX_MALFORMED_MESSAGE', 400, async () => authenticate(siwe({ nonce: await nonce() }), '0x00', SOLANA)],
      ['an oversized body', 'SIWX_BODY_TOO_LARGE', 413, async () =>
        api.call('POST', q(SESSIONS_PATHS.authenticate), { headers: fromPage, body: { message: 'x'.repeat(SIWX_MAX_BODY_BYTES), signature: '0x', chainId: EVM } })],
    ];

    test.each(failures)('refuses %s with %s (%d) and stores nothing', async (_name, code, status, attempt) => {
      const answer = await attempt();
      expect(answer).toMatchObject({ status, body: { error: { code } } });
      expect(await api.sessionCount()).toBe(0);
      // Only a signature check spends the nonce (N9); every earlier refusal leaves it for the page's next try.
      const used = await api.db.selectFrom('siwx_nonces').select('used_at').where('used_at', 'is not', null).execute();
      expect(used).toHaveLength(code === 'SIWX_INVALID_SIGNATURE' ? 1 : 0);
    });

    test.each(siweVectors<string>('parsing_negative.json'))('refuses the parsing_negative vector %s as malformed', async (_name, message) => {
      const answer = await authenticate(message, '0x00');
      expect(answer).toMatchObject({ status: 400, body: { error: { code: 'SIWX_MALFORMED_MESSAGE' } } });
    });
  });

  describe('list and revoke', () => {
    test('need a live token of this project and address', async () => {
      const { token } = await signIn();
      const list = (address: string, headers: Record<string, string>, project = PROJECT) => api.call('GET', q(SESSIONS_PATHS.list(address), project), { headers });
      expect((await list(alice.address, {})).body).toMatchObject({ error: { code: 'SIWX_TOKEN_REQUIRED' } });
      expect((await list(alice.address, {})).status).toBe(401);
      expect((await list(alice.address, { authorization: 'Bearer not-a-real-token-at-all' })).body).toMatchObject({ error: { code: 'SIWX_TOKEN_INVALID' } });
      expect((await list(alice.address, { authorization: token })).body).toMatchObject({ error: { code: 'SIWX_TOKEN_INVALID' } });
      expect((await list(mallory.address, { authorization: `Bearer ${token}` })).body).toMatchObject({ error: { code: 'SIWX_TOKEN_INVALID' } });
      expect((await list(alice.address, { authorization: `Bearer ${token}` }, OTHER_PROJECT)).body).toMatchObject({ error: { code: 'SIWX_TOKEN_INVALID' } });
      const revoke = await api.call('POST', q(SESSIONS_PATHS.revoke(alice.address)), { body: {} });
      expect(revoke).toMatchObject({ status: 401, body: { error: { code: 'SIWX_TOKEN_REQUIRED' } } });
      clock += 7 * 24 * 60 * MINUTE;
      expect((await list(alice.address, { authorization: `Bearer ${token}` })).body).toMatchObject({ error: { code: 'SIWX_TOKEN_INVALID' } });
    });

    test('revoke on one network: a later list no longer has it; revoke all: the tokens authorize nothing', async () => {
      const devChain = await signIn(EVM);
      clock += 1_000;
      const mainnet = await signIn(MAINNET);
      const auth = (token: string) => ({ authorization: `Bearer ${token}` });
      const listed = await api.call<SessionsResponse>('GET', q(SESSIONS_PATHS.list(alice.address)), { headers: auth(devChain.token) });
      expect(listed.body.sessions.map((session) => session.data.chainId)).toEqual([EVM, MAINNET]);
      const narrowed = await api.call<SessionsResponse>('GET', `${q(SESSIONS_PATHS.list(alice.address))}&chainId=${MAINNET}`, { headers: auth(devChain.token) });
      expect(narrowed.body.sessions.map((session) => session.data.chainId)).toEqual([MAINNET]);

      const revokeMainnet = await api.call<RevokeResponse>('POST', q(SESSIONS_PATHS.revoke(alice.address)), { headers: auth(devChain.token), body: { chainId: MAINNET } });
      expect(revokeMainnet.body).toEqual({ revoked: 1 });
      const after = await api.call<SessionsResponse>('GET', q(SESSIONS_PATHS.list(alice.address)), { headers: auth(devChain.token) });
      expect(after.body.sessions.map((session) => session.data.chainId)).toEqual([EVM]);
      expect((await api.call('GET', q(SESSIONS_PATHS.list(alice.address)), { headers: auth(mainnet.token) })).body).toMatchObject({ error: { code: 'SIWX_TOKEN_INVALID' } });

      const revokeAll = await api.call<RevokeResponse>('POST', q(SESSIONS_PATHS.revoke(alice.address)), { headers: auth(devChain.token) });
      expect(revokeAll.body).toEqual({ revoked: 1 });
      expect((await api.call('GET', q(SESSIONS_PATHS.list(alice.address)), { headers: auth(devChain.token) })).body).toMatchObject({ error: { code: 'SIWX_TOKEN_INVALID' } });
      const rows = await api.db.selectFrom('siwx_sessions').select('revoked_at').execute();
      expect(rows.map((row) => Number(row.revoked_at))).toEqual([clock, clock]);
    });

    // Review 2, N15: a disconnect on one device ended the address's sessions on every device (revoked: 2 before).
    test("scope 'session' revokes only the bearer's own session: the same account signed in elsewhere stays", async () => {
      const here = await signIn(EVM);
      clock += 1_000;
      const elsewhere = await signIn(EVM);
      const auth = (token: string) => ({ authorization: `Bearer ${token}` });
      const revoked = await api.call<RevokeResponse>('POST', q(SESSIONS_PATHS.revoke(alice.address)), { headers: auth(here.token), body: { chainId: EVM, scope: 'session' } });
      expect(revoked.body).toEqual({ revoked: 1 });
      expect((await api.call('GET', q(SESSIONS_PATHS.list(alice.address)), { headers: auth(here.token) })).body).toMatchObject({ error: { code: 'SIWX_TOKEN_INVALID' } });
      const still = await api.call<SessionsResponse>('GET', q(SESSIONS_PATHS.list(alice.address)), { headers: auth(elsewhere.token) });
      expect(still.body.sessions).toHaveLength(1);
      const bad = await api.call('POST', q(SESSIONS_PATHS.revoke(alice.address)), { headers: auth(elsewhere.token), body: { scope: 'device' } });
      expect(bad).toMatchObject({ status: 400, body: { error: { code: 'INVALID_PARAMETER' } } });
    });
  });
});

describe('sessions routes in the services API', () => {
  test('answer CORS preflights for POST with authorization and content-type, and issue nonces for a seeded project', async () => {
    const api = await startTestApi({ database: ':memory:', rpcUrl: anvil.url });
    try {
      const base = new URL(api.url);
      const preflight = await fetch(new URL(`${SESSIONS_PATHS.list(alice.address)}?projectId=foyer-demo`, base), {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(['authorization', 'content-type']);
      const nonce = await fetch(new URL(`${SESSIONS_PATHS.nonce}?projectId=foyer-demo`, base), { method: 'POST' });
      expect(nonce.status).toBe(201);
    } finally {
      await api.close();
    }
  });

  test('rate-limit nonces per client address', async () => {
    const chains = createChainRegistry({ [EVM]: anvil.url });
    const api = await startSessionsApi({ database: ':memory:', chains, noncesPerMinute: 3 });
    try {
      const nonces = [];
      const messages = [];
      for (let index = 0; index < 4; index += 1) {
        nonces.push((await api.call('POST', q(SESSIONS_PATHS.nonce))).status);
        messages.push((await api.call('POST', q(SESSIONS_PATHS.message), { headers: fromPage, body: { accountAddress: alice.address, chainId: EVM } })).status);
      }
      expect(nonces).toEqual([201, 201, 201, 429]);
      expect(messages).toEqual([201, 201, 201, 429]);
      expect((await api.call('POST', q(SESSIONS_PATHS.nonce))).body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect(await api.db.selectFrom('siwx_nonces').select('nonce_hash').execute()).toHaveLength(6);
    } finally {
      await api.close();
    }
  });
});
