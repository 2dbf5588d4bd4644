import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner, getBase58Decoder, signBytes, type KeyPairSigner } from '@solana/kit';
import {
  chainIdToCoinType,
  createRegisterNameMessage,
  foyerDevSolana,
  NAME_REGISTRATION_MAX_AGE_MS,
  type NameLookupResponse,
  type RegisteredName,
  type RegisterNameMessage,
  type RegisterNameRequest,
  type ReverseResponse,
  type SuggestionsResponse,
} from '@foyer/kernel';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { openDatabase, type OpenedDatabase } from '../db/openDatabase.js';
import type { ErrorBody } from '../errors/ServiceError.js';
import { freePort } from '../test-utils/freePort.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { DEFAULT_API_LIMITS } from '../api/apiLimits.js';
import { testDatabaseRows, type TestDatabase } from '../test-utils/testDatabases.js';
import { UNLIMITED_API_RATES } from '../test-utils/unlimitedApiLimits.js';

const DEV_SOLANA = foyerDevSolana.caipNetworkId;
const EVM_COIN = chainIdToCoinType(31337);
const SOLANA_COIN = 501;
const SUFFIX = '.foyer.id';
/** The deployment the test API's names belong to (`namesDomain`): signed into every registration. */
const DOMAIN = 'names.test.example';
const query = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0';

type Posted = { status: number; body: unknown; code: string | undefined; message: string | undefined };

/** A label no other test uses (the tests share one database). */
function freshLabel(prefix = 'name'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

function evmAccount(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

async function evmRequest(account: PrivateKeyAccount, name: string, fields: Partial<RegisterNameMessage> = {}): Promise<RegisterNameRequest> {
  const message = createRegisterNameMessage({ name, domain: DOMAIN, coinType: EVM_COIN, address: account.address, timestamp: Date.now(), ...fields });
  return { coin_type: EVM_COIN, address: account.address, message, signature: await account.signMessage({ message }) };
}

async function solanaSignature(signer: KeyPairSigner, message: string): Promise<string> {
  return getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(message)));
}

async function solanaRequest(signer: KeyPairSigner, name: string, fields: Partial<RegisterNameMessage> = {}): Promise<RegisterNameRequest> {
  const message = createRegisterNameMessage({ name, domain: DOMAIN, coinType: SOLANA_COIN, address: signer.address, timestamp: Date.now(), ...fields });
  return { coin_type: SOLANA_COIN, address: signer.address, message, signature: await solanaSignature(signer, message) };
}

/** A database the API opens by URL and the test reads too (an SQLite file, or a PostgreSQL schema). */
async function sharedDatabase(testDatabase: TestDatabase): Promise<{ database: string; drop(): Promise<void> }> {
  if (testDatabase.dialect === 'postgres') return testDatabase.create();
  const directory = mkdtempSync(path.join(tmpdir(), 'foyer-names-'));
  return { database: path.join(directory, 'names.db'), drop: async () => rmSync(directory, { recursive: true, force: true }) };
}

describe.each(testDatabaseRows)('names service on %s', (_dialect, testDatabase) => {
  let anvil: RunningAnvil;
  let api: TestApi;
  let reader: OpenedDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    const shared = await sharedDatabase(testDatabase);
    drop = shared.drop;
    // Ed25519 needs no node: the Solana network is served by a closed port.
    const solanaRpcUrl = `http://127.0.0.1:${await freePort()}`;
    api = await startTestApi({ database: shared.database, rpcUrl: anvil.url, chains: { [DEV_SOLANA]: solanaRpcUrl }, limits: UNLIMITED_API_RATES, namesDomain: DOMAIN });
    reader = await openDatabase(shared.database);
  });

  afterAll(async () => {
    await reader?.db.destroy();
    await api?.close();
    await anvil?.stop();
    await drop?.();
  });

  async function post(body: unknown, target = `/v1/profile/account?${query}`): Promise<Posted> {
    const response = await fetch(`${api.url}${target}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const json = (await response.json()) as unknown;
    const error = (json as Partial<ErrorBody>).error;
    return { status: response.status, body: json, code: error?.code, message: error?.message };
  }

  async function rowCount(): Promise<number> {
    const row = await reader.db.selectFrom('account_names').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function lookup(name: string): Promise<NameLookupResponse> {
    const response = await api.get(`/v1/profile/account/${encodeURIComponent(name)}?${query}`);
    expect(response.status).toBe(200);
    return response.json<NameLookupResponse>();
  }

  async function reverse(address: string): Promise<RegisteredName[]> {
    const response = await api.get(`/v1/profile/reverse/${address}?${query}`);
    expect(response.status).toBe(200);
    return response.json<ReverseResponse>().names;
  }

  /** Posts `body` and expects it refused with `status`/`code`, nothing stored. */
  async function expectRefused(body: unknown, status: number, code: string): Promise<Posted> {
    const before = await rowCount();
    const answer = await post(body);
    expect({ status: answer.status, code: answer.code }).toEqual({ status, code });
    expect(await rowCount()).toBe(before);
    return answer;
  }

  describe('registering', () => {
    test('an EVM account registers a name on the dev chain: resolved, found by reverse lookup and as its identity', async () => {
      const account = evmAccount();
      const label = freshLabel('alice');
      const answer = await post(await evmRequest(account, `${label}${SUFFIX}`));
      expect(answer.status).toBe(201);
      const registered = answer.body as RegisteredName;
      expect(registered).toEqual({
        name: `${label}${SUFFIX}`,
        addresses: { [String(EVM_COIN)]: { address: account.address, created: registered.createdAt } },
        attributes: {},
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });

      expect(await lookup(label)).toEqual({ name: `${label}${SUFFIX}`, domain: DOMAIN, available: false, registered });
      expect(await lookup(`${label.toUpperCase()}${SUFFIX.toUpperCase()}`)).toEqual({ name: `${label}${SUFFIX}`, domain: DOMAIN, available: false, registered });
      expect(await reverse(account.address.toLowerCase())).toEqual([registered]);

      const identity = await api.get(`/v1/identity/${account.address}?chainId=eip155:31337&${query}`);
      expect(identity.status).toBe(200);
      expect(identity.headers['cache-control']).toBe('public, max-age=300');
      expect(identity.json()).toEqual({ name: `${label}${SUFFIX}`, avatar: null });
    });

    test('a Solana account registers a name with coin type 501 (ed25519 over the JSON text)', async () => {
      const signer = await generateKeyPairSigner();
      const label = freshLabel('sol');
      const answer = await post(await solanaRequest(signer, `${label}${SUFFIX}`));
      expect(answer.status).toBe(201);
      expect((answer.body as RegisteredName).addresses).toEqual({ '501': { address: signer.address, created: expect.any(String) } });
      expect((await reverse(signer.address)).map((name) => name.name)).toEqual([`${label}${SUFFIX}`]);
      const identity = await api.get(`/v1/identity/${signer.address}?chainId=${DEV_SOLANA}&${query}`);
      expect(identity.json()).toEqual({ name: `${label}${SUFFIX}`, avatar: null });
    });

    test('the newest registration of an address is its primary name; the older one still resolves', async () => {
      const account = evmAccount();
      const [first, second] = [freshLabel('first'), freshLabel('second')];
      expect((await post(await evmRequest(account, `${first}${SUFFIX}`, { timestamp: Date.now() - 1_000 }))).status).toBe(201);
      expect((await post(await evmRequest(account, `${second}${SUFFIX}`))).status).toBe(201);
      expect((await reverse(account.address)).map((name) => name.name)).toEqual([`${second}${SUFFIX}`, `${first}${SUFFIX}`]);
      expect((await api.get(`/v1/identity/${account.address}?${query}`)).json()).toEqual({ name: `${second}${SUFFIX}`, avatar: null });
      expect((await lookup(first)).available).toBe(false);
    });

    test('names are unique whatever their case: another account cannot take CAROL when carol exists', async () => {
      const label = freshLabel('carol');
      expect((await post(await evmRequest(evmAccount(), `${label}${SUFFIX}`))).status).toBe(201);
      const answer = await expectRefused(await evmRequest(evmAccount(), `${label.toUpperCase()}${SUFFIX.toUpperCase()}`), 409, 'NAME_TAKEN');
      expect(answer.message).toBe(`${label}${SUFFIX} is already taken`);
      const solana = await generateKeyPairSigner();
      await expectRefused(await solanaRequest(solana, `${label}${SUFFIX}`), 409, 'NAME_TAKEN');
    });

    test('two concurrent registrations of one name: exactly one succeeds, the other is NAME_TAKEN', async () => {
      const label = freshLabel('race');
      const requests = await Promise.all([evmAccount(), evmAccount(), evmAccount()].map((account) => evmRequest(account, `${label}${SUFFIX}`)));
      const before = await rowCount();
      const answers = await Promise.all(requests.map((request) => post(request)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.code)).toEqual(['NAME_TAKEN', 'NAME_TAKEN']);
      expect(await rowCount()).toBe(before + 1);
    });

    test('the same request sent twice at once lands once', async () => {
      const request = await evmRequest(evmAccount(), `${freshLabel('twice')}${SUFFIX}`);
      const before = await rowCount();
      const answers = await Promise.all([post(request), post(request)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await rowCount()).toBe(before + 1);
    });
  });

  describe('refusing, with nothing stored', () => {
    test('NAME_REPLAYED: the same signed request again, or a message older than the address’s last registration', async () => {
      const account = evmAccount();
      const request = await evmRequest(account, `${freshLabel('replay')}${SUFFIX}`);
      expect((await post(request)).status).toBe(201);
      await expectRefused(request, 409, 'NAME_REPLAYED');
      const older = await evmRequest(account, `${freshLabel('older')}${SUFFIX}`, { timestamp: Date.now() - 60_000 });
      await expectRefused(older, 409, 'NAME_REPLAYED');
    });

    test(`N10: 100 name registrations from one key are capped after ${DEFAULT_API_LIMITS.namesPerAddress} (NAME_LIMIT_REACHED)`, async () => {
      const account = evmAccount();
      const start = Date.now() - 100;
      const statuses: (number | string)[] = [];
      for (let index = 0; index < 100; index += 1) {
        const answer = await post(await evmRequest(account, `${freshLabel(`squat${index}`)}${SUFFIX}`, { timestamp: start + index }));
        statuses.push(answer.code ?? answer.status);
      }
      const cap = DEFAULT_API_LIMITS.namesPerAddress;
      expect(statuses).toEqual([...Array<number>(cap).fill(201), ...Array<string>(100 - cap).fill('NAME_LIMIT_REACHED')]);
      expect(await reverse(account.address)).toHaveLength(cap);
    });

    test.each([
      ['xn--80ak6aa92e', 'Name may not start with xn-- (an encoded international name)'],
      ['----', 'Name may not start or end with a hyphen, nor have two hyphens at positions 3 and 4'],
      ['-ab-', 'Name may not start or end with a hyphen, nor have two hyphens at positions 3 and 4'],
      ['abcd-', 'Name may not start or end with a hyphen, nor have two hyphens at positions 3 and 4'],
      ['ab--cd', 'Name may not start or end with a hyphen, nor have two hyphens at positions 3 and 4'],
      ['support', 'This name is reserved'],
      ['Admin', 'This name is reserved'],
      ['binance-withdraw', 'This name is reserved'],
      ['\u212Aelvin', 'Name may only contain letters, digits and hyphens'],
    ])('N10: %j is refused NAME_INVALID (%s), registration and lookup', async (label, reason) => {
      const answer = await expectRefused(await evmRequest(evmAccount(), `${label}${SUFFIX}`), 400, 'NAME_INVALID');
      expect(answer.message).toBe(reason);
      const lookedUp = await api.get(`/v1/profile/account/${encodeURIComponent(label)}?${query}`);
      expect(lookedUp.json<ErrorBody>().error).toEqual({ code: 'NAME_INVALID', message: reason });
    });

    test("N16: a registration signed for another deployment's domain, or with none, is refused", async () => {
      const account = evmAccount();
      const label = freshLabel('replay-elsewhere');
      const elsewhere = await evmRequest(account, `${label}${SUFFIX}`, { domain: 'names.other.example' });
      expect((await expectRefused(elsewhere, 400, 'NAME_MESSAGE_MISMATCH')).message).toBe(`The signed domain must be ${DOMAIN}`);
      const message = JSON.stringify({ name: `${label}${SUFFIX}`, coinType: EVM_COIN, address: account.address, timestamp: Date.now() });
      await expectRefused({ coin_type: EVM_COIN, address: account.address, message, signature: await account.signMessage({ message }) }, 400, 'NAME_MESSAGE_MALFORMED');
      expect((await post(await evmRequest(account, `${label}${SUFFIX}`))).status).toBe(201);
    });

    test('NAME_TAKEN: a name another account holds', async () => {
      const label = freshLabel('taken');
      expect((await post(await evmRequest(evmAccount(), `${label}${SUFFIX}`))).status).toBe(201);
      await expectRefused(await evmRequest(evmAccount(), `${label}${SUFFIX}`), 409, 'NAME_TAKEN');
    });

    test('NAME_INVALID: a signed name that breaks the rule, with the reason a user reads', async () => {
      const account = evmAccount();
      expect((await expectRefused(await evmRequest(account, `abc${SUFFIX}`), 400, 'NAME_INVALID')).message).toBe('Name must be at least 4 characters');
      expect((await expectRefused(await evmRequest(account, `ali_ce${SUFFIX}`), 400, 'NAME_INVALID')).message).toBe(
        'Name may only contain letters, digits and hyphens',
      );
    });

    test('NAME_MESSAGE_STALE: older than the registration window, or ahead of the clock by more than 5 minutes', async () => {
      const account = evmAccount();
      const old = await evmRequest(account, `${freshLabel('stale')}${SUFFIX}`, { timestamp: Date.now() - NAME_REGISTRATION_MAX_AGE_MS - 1_000 });
      expect((await expectRefused(old, 400, 'NAME_MESSAGE_STALE')).message).toBe('The signed message is older than 10 minutes: sign it again');
      const ahead = await evmRequest(account, `${freshLabel('ahead')}${SUFFIX}`, { timestamp: Date.now() + 6 * 60_000 });
      await expectRefused(ahead, 400, 'NAME_MESSAGE_STALE');
    });

    test('NAME_INVALID_SIGNATURE: another account’s signature, a malformed one, a Solana key that did not sign', async () => {
      const account = evmAccount();
      const label = freshLabel('forged');
      const request = await evmRequest(account, `${label}${SUFFIX}`);
      const forged = { ...request, signature: await evmAccount().signMessage({ message: request.message }) };
      expect((await expectRefused(forged, 401, 'NAME_INVALID_SIGNATURE')).message).toBe('The signature does not match the address and the message');
      await expectRefused({ ...request, signature: '0x1234' }, 401, 'NAME_INVALID_SIGNATURE');
      await expectRefused({ ...request, signature: 'not hex' }, 401, 'NAME_INVALID_SIGNATURE');

      const signer = await generateKeyPairSigner();
      const solana = await solanaRequest(signer, `${label}${SUFFIX}`);
      await expectRefused({ ...solana, signature: await solanaSignature(await generateKeyPairSigner(), solana.message) }, 401, 'NAME_INVALID_SIGNATURE');
      // The signed text is exactly what is verified: one changed character fails.
      await expectRefused({ ...solana, message: solana.message.replace(label, label.replace(/.$/, 'z')) }, 401, 'NAME_INVALID_SIGNATURE');
      expect((await lookup(label)).available).toBe(true);
    });

    test('NAME_MESSAGE_MISMATCH: the signed coin type, address or suffix differs from the request', async () => {
      const account = evmAccount();
      const label = freshLabel('mismatch');
      await expectRefused({ ...(await evmRequest(account, `${label}${SUFFIX}`, { coinType: 60 })), coin_type: EVM_COIN }, 400, 'NAME_MESSAGE_MISMATCH');
      const signedByOther = await evmRequest(evmAccount(), `${label}${SUFFIX}`);
      await expectRefused({ ...signedByOther, address: account.address }, 400, 'NAME_MESSAGE_MISMATCH');
      expect((await expectRefused(await evmRequest(account, label), 400, 'NAME_MESSAGE_MISMATCH')).message).toBe(`The signed name must end with ${SUFFIX}`);
      await expectRefused(await evmRequest(account, `${label}.other.id`), 400, 'NAME_MESSAGE_MISMATCH');
    });

    test('NAME_MESSAGE_MALFORMED: not JSON, a missing field, an unknown field', async () => {
      const account = evmAccount();
      const sign = async (message: string): Promise<RegisterNameRequest> => ({
        coin_type: EVM_COIN,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      });
      await expectRefused(await sign('register alice.foyer.id'), 400, 'NAME_MESSAGE_MALFORMED');
      await expectRefused(await sign(JSON.stringify({ name: `alice${SUFFIX}`, coinType: EVM_COIN, address: account.address })), 400, 'NAME_MESSAGE_MALFORMED');
      await expectRefused(
        await sign(JSON.stringify({ name: `alice${SUFFIX}`, domain: DOMAIN, coinType: EVM_COIN, address: account.address, timestamp: Date.now(), avatar: 'x' })),
        400,
        'NAME_MESSAGE_MALFORMED',
      );
    });

    test('NAME_UNSUPPORTED_COIN_TYPE: a chain the services do not serve, or a family without names', async () => {
      const account = evmAccount();
      const label = freshLabel('coin');
      // Coin type 60 is Ethereum mainnet: a valid ENSIP-11 value, but mainnet is not served here.
      const mainnet = await evmRequest(account, `${label}${SUFFIX}`, { coinType: 60 });
      expect((await expectRefused({ ...mainnet, coin_type: 60 }, 400, 'NAME_UNSUPPORTED_COIN_TYPE')).message).toContain('eip155:31337');
      const bitcoin = await evmRequest(account, `${label}${SUFFIX}`, { coinType: 0 });
      await expectRefused({ ...bitcoin, coin_type: 0 }, 400, 'NAME_UNSUPPORTED_COIN_TYPE');
    });

    test('INVALID_ADDRESS: an address that does not fit the coin type', async () => {
      const account = evmAccount();
      const request = await evmRequest(account, `${freshLabel('address')}${SUFFIX}`);
      await expectRefused({ ...request, address: '0x1234' }, 400, 'INVALID_ADDRESS');
      await expectRefused({ ...request, coin_type: SOLANA_COIN }, 400, 'INVALID_ADDRESS');
      // Mixed case with a wrong EIP-55 checksum.
      await expectRefused({ ...request, address: account.address.replace(/[a-f]/, (letter) => letter.toUpperCase()) }, 400, 'INVALID_ADDRESS');
    });

    test('a body that breaks the schema, a body over 4 KB, and requests without a valid project', async () => {
      const request = await evmRequest(evmAccount(), `${freshLabel('body')}${SUFFIX}`);
      const { signature: _signature, ...unsigned } = request;
      await expectRefused(unsigned, 400, 'INVALID_PARAMETER');
      await expectRefused({ ...request, coin_type: -1 }, 400, 'INVALID_PARAMETER');
      await expectRefused('{"coin_type":', 400, 'INVALID_REQUEST');
      await expectRefused({ ...request, padding: 'x'.repeat(5 * 1024) }, 413, 'INVALID_REQUEST');
      const before = await rowCount();
      expect((await post(request, '/v1/profile/account')).code).toBe('MISSING_PROJECT_ID');
      expect((await post(request, '/v1/profile/account?projectId=nope')).code).toBe('INVALID_PROJECT_ID');
      expect(await rowCount()).toBe(before);
      expect((await post(request)).status).toBe(201);
    });
  });

  test('a page on another origin may post a registration (CORS preflight for JSON)', async () => {
    const response = await fetch(`${api.url}/v1/profile/account?${query}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  describe('looking up', () => {
    test('a free name is available, named with the suffix, and never cached', async () => {
      const label = freshLabel('free');
      const response = await api.get(`/v1/profile/account/${label}?${query}`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ name: `${label}${SUFFIX}`, domain: DOMAIN, available: true, registered: null });
    });

    test.each([
      ['abc', 'Name must be at least 4 characters'],
      [`abc${SUFFIX}`, 'Name must be at least 4 characters'],
      ['ali ce', 'Name may only contain letters, digits and hyphens'],
      ['alice.eth', 'Name may only contain letters, digits and hyphens'],
      ['a'.repeat(64), 'Name must be at most 63 characters'],
    ])('refuses %j with NAME_INVALID: %s', async (name, reason) => {
      for (const route of ['account', 'suggestions']) {
        const response = await api.get(`/v1/profile/${route}/${encodeURIComponent(name)}?${query}`);
        expect(response.status).toBe(400);
        expect(response.json<ErrorBody>().error).toEqual({ code: 'NAME_INVALID', message: reason });
      }
    });

    test('suggestions for a taken name: five free, valid names derived from it, never a taken one', async () => {
      const label = freshLabel('dave');
      const owner = evmAccount();
      expect((await post(await evmRequest(owner, `${label}${SUFFIX}`, { timestamp: Date.now() - 1_000 }))).status).toBe(201);
      expect((await post(await evmRequest(owner, `${label}1${SUFFIX}`))).status).toBe(201);
      const response = await api.get(`/v1/profile/suggestions/${label}${SUFFIX}?${query}`);
      expect(response.status).toBe(200);
      const { suggestions } = response.json<SuggestionsResponse>();
      expect(suggestions).toHaveLength(5);
      expect(suggestions.map((suggestion) => suggestion.name)).not.toContain(`${label}1${SUFFIX}`);
      for (const suggestion of suggestions) {
        expect(suggestion).toEqual({ name: expect.stringMatching(new RegExp(`^${label}[a-z0-9-]+\\${SUFFIX}$`)), registered: false });
        expect(await lookup(suggestion.name)).toMatchObject({ available: true });
      }
    });

    test('reverse lookup and identity of an address without names; malformed addresses are 400 INVALID_ADDRESS', async () => {
      expect(await reverse(evmAccount().address)).toEqual([]);
      const solana = await generateKeyPairSigner();
      expect((await api.get(`/v1/identity/${solana.address}?chainId=${DEV_SOLANA}&${query}`)).json()).toEqual({ name: null, avatar: null });
      for (const target of [
        `/v1/profile/reverse/0x1234?${query}`,
        `/v1/identity/0x1234?chainId=eip155:31337&${query}`,
        `/v1/identity/${solana.address}?chainId=eip155:31337&${query}`,
        `/v1/identity/${evmAccount().address}?chainId=${DEV_SOLANA}&${query}`,
      ]) {
        const response = await api.get(target);
        expect(response.status).toBe(400);
        expect(response.json<ErrorBody>().error.code).toBe('INVALID_ADDRESS');
      }
      expect((await api.get(`/v1/identity/${solana.address}?chainId=nope&${query}`)).json<ErrorBody>().error.code).toBe('INVALID_PARAMETER');
    });

    test.each([
      ['/v1/profile/account/alice'],
      ['/v1/profile/reverse/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      ['/v1/profile/suggestions/alice'],
      ['/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ])('%s needs a project', async (target) => {
      expect((await api.get(target)).json<ErrorBody>().error.code).toBe('MISSING_PROJECT_ID');
      expect((await api.get(`${target}?projectId=nope`)).json<ErrorBody>().error.code).toBe('INVALID_PROJECT_ID');
    });
  });
});

describe('names under a configured suffix', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ database: ':memory:', rpcUrl: `http://127.0.0.1:${await freePort()}`, namesSuffix: '.Example.Test' });
  });
  afterAll(() => api?.close());

  test('answers names with the deployment’s suffix (lower-cased) and strips it from what it is given', async () => {
    // Without namesDomain, registrations are signed for this database's deployment id.
    expect((await api.get(`/v1/profile/account/alice.example.test?${query}`)).json()).toEqual({
      name: 'alice.example.test',
      domain: expect.stringMatching(/^foyer-[0-9a-f]{24}$/),
      available: true,
      registered: null,
    });
    const suggestions = (await api.get(`/v1/profile/suggestions/alice?${query}`)).json<SuggestionsResponse>().suggestions;
    expect(suggestions.map((suggestion) => suggestion.name)).toEqual([
      'alice1.example.test',
      'alice-app.example.test',
      'alice2.example.test',
      'alice-web3.example.test',
      'alice3.example.test',
    ]);
  });

  test('without a Solana network, coin type 501 is not supported', async () => {
    const signer = await generateKeyPairSigner();
    const response = await fetch(`${api.url}/v1/profile/account?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await solanaRequest(signer, 'alice.example.test')),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('NAME_UNSUPPORTED_COIN_TYPE');
  });
});
