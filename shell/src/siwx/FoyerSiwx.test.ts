import { SESSIONS_PATHS, STORAGE_PREFIX, servicesSlice, type ServicesState, type SiwxMessageData, type SiwxSession } from '@foyer/kernel';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSiweMessage } from 'viem/siwe';
import { createStorage } from '../utils/createStorage.js';
import { FoyerSiwx, siwxTokenKey, type StoredSiwxToken } from './FoyerSiwx.js';
import { SiwxServiceError } from './SiwxServiceError.js';

const API = 'https://sessions.test';
const services: ServicesState = { ...servicesSlice.getInitialState(), projectId: 'foyer-demo', apiUrl: API };
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const chainId = 'eip155:31337';
const server = setupServer();

/** What the service writes: EIP-4361 text (viem's) for the fields, which are the page's own unless `tamper` changes them. */
type Written = { data: SiwxMessageData; text?: string };

function siweText(data: SiwxMessageData): string {
  return createSiweMessage({
    address: data.accountAddress as `0x${string}`,
    chainId: Number(data.chainId.split(':')[1]),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    ...(data.issuedAt === undefined ? {} : { issuedAt: new Date(data.issuedAt) }),
    ...(data.statement === undefined ? {} : { statement: data.statement }),
  });
}

/** A small sessions service at the boundary: issues messages, stores a session per token, revokes. */
function serveSessions({ tamper = (written: Written) => written }: { tamper?: (written: Written) => Written } = {}) {
  const live = new Map<string, SiwxSession>();
  const requests: { method: string; path: string; body: unknown; authorization: string | null; projectId: string | null }[] = [];
  let counter = 0;
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    requests.push({
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
      projectId: url.searchParams.get('projectId'),
    });
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /u, '') ?? '';
  server.use(
    http.post(`${API}${SESSIONS_PATHS.message}`, async ({ request }) => {
      const body = await record(request);
      const nonce = `nonce${String(++counter).padStart(8, '0')}`;
      const fields = {
        accountAddress: String(body.accountAddress),
        chainId: String(body.chainId),
        domain: location.host,
        uri: `${location.origin}/`,
        version: '1',
        nonce,
        issuedAt: new Date().toISOString(),
        ...(body.statement === undefined ? {} : { statement: String(body.statement) }),
      };
      const { data, text } = tamper({ data: fields });
      return HttpResponse.json({ message: text ?? siweText(data), data }, { status: 201 });
    }),
    http.post(`${API}${SESSIONS_PATHS.authenticate}`, async ({ request }) => {
      const body = (await record(request)) as { message: string; signature: string; chainId: string };
      if (body.signature !== '0xgood') return HttpResponse.json({ error: { code: 'SIWX_INVALID_SIGNATURE', message: 'bad signature' } }, { status: 401 });
      const token = `token${++counter}`;
      const session = { data: { accountAddress: address, chainId: body.chainId, domain: 'app.test', uri: 'https://app.test', version: '1', nonce: 'n' }, message: body.message, signature: body.signature };
      live.set(token, session);
      return HttpResponse.json({ token, session, expiresAt: new Date(Date.now() + 60_000).toISOString() }, { status: 201 });
    }),
    http.get(`${API}/v1/sessions/:address`, async ({ request }) => {
      await record(request);
      const session = live.get(bearer(request));
      if (!session) return HttpResponse.json({ error: { code: 'SIWX_TOKEN_INVALID', message: 'no' } }, { status: 401 });
      return HttpResponse.json({ sessions: [session] });
    }),
    http.post(`${API}/v1/sessions/:address/revoke`, async ({ request }) => {
      await record(request);
      const revoked = live.delete(bearer(request)) ? 1 : 0;
      return HttpResponse.json({ revoked });
    }),
  );
  return { live, requests };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(options: { required?: boolean; statement?: string } = {}) {
  const memory = new Map<string, string>();
  const backend = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  } as Storage;
  const siwx = new FoyerSiwx({ ...options, storage: createStorage(() => backend) });
  siwx.setServices(services);
  return { siwx, memory };
}

async function signIn(siwx: FoyerSiwx) {
  const message = await siwx.createMessage({ accountAddress: address, chainId });
  const { toString: _toString, ...data } = message;
  await siwx.addSession({ data, message: message.toString(), signature: '0xgood' });
}

test('createMessage asks the service for the text (with the statement) and returns it as toString()', async () => {
  const { requests } = serveSessions();
  const { siwx } = setup({ statement: 'Welcome' });
  const message = await siwx.createMessage({ accountAddress: address, chainId });
  expect(message.toString()).toMatch(/^localhost wants you to sign in with your Ethereum account:\n/u);
  expect(message.toString()).toContain('\nWelcome\n');
  expect(message).toMatchObject({ accountAddress: address, chainId, nonce: 'nonce00000001', domain: 'localhost' });
  expect(requests).toEqual([
    { method: 'POST', path: '/v1/sessions/message', body: { accountAddress: address, chainId, statement: 'Welcome' }, authorization: null, projectId: 'foyer-demo' },
  ]);
});

test('addSession stores the token under the @foyer/ prefix per chain and address; getSessions lists with the bearer token', async () => {
  const { requests } = serveSessions();
  const { siwx, memory } = setup();
  await signIn(siwx);
  const key = `${STORAGE_PREFIX}${siwxTokenKey(chainId, address)}`;
  expect(key).toBe(`@foyer/siwx:${chainId}:${address.toLowerCase()}`);
  const stored = JSON.parse(memory.get(key) ?? 'null') as StoredSiwxToken;
  expect(stored.token).toMatch(/^token/u);

  const sessions = await siwx.getSessions(chainId, address);
  expect(sessions).toHaveLength(1);
  const list = requests.find((request) => request.method === 'GET');
  expect(list).toMatchObject({ path: `/v1/sessions/${address}`, authorization: `Bearer ${stored.token}` });
  // Another network of the same account has no session.
  await expect(siwx.getSessions('eip155:1', address)).resolves.toEqual([]);
});

test('a refused signature is "Error signing message" with the service code, and stores nothing', async () => {
  serveSessions();
  const { siwx, memory } = setup();
  const message = await siwx.createMessage({ accountAddress: address, chainId });
  const error = await siwx.addSession({ data: { ...message }, message: message.toString(), signature: '0xbad' }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ code: 'SIWX_SIGN_MESSAGE_FAILED', shortMessage: 'Error signing message' });
  const cause = (error as { walk(fn: (item: unknown) => boolean): unknown }).walk((item) => item instanceof SiwxServiceError);
  expect(cause).toMatchObject({ status: 401, serviceCode: 'SIWX_INVALID_SIGNATURE' });
  expect(memory.size).toBe(0);
});

test('revokeSession revokes on the server and forgets the token; the list is empty afterwards', async () => {
  const { live, requests } = serveSessions();
  const { siwx, memory } = setup();
  await signIn(siwx);
  await siwx.revokeSession(chainId, address);
  expect(live.size).toBe(0);
  expect(memory.size).toBe(0);
  expect(requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/sessions/${address}/revoke`, body: { chainId, scope: 'session' } });
  await expect(siwx.getSessions(chainId, address)).resolves.toEqual([]);
});

test('a token the server no longer knows gives no session and is forgotten', async () => {
  const { live } = serveSessions();
  const { siwx, memory } = setup();
  await signIn(siwx);
  live.clear();
  await expect(siwx.getSessions(chainId, address)).resolves.toEqual([]);
  expect(memory.size).toBe(0);
});

test('an unreachable service is "Error signing message" caused by a fetch failure', async () => {
  server.use(http.post(`${API}${SESSIONS_PATHS.message}`, () => HttpResponse.error()));
  const { siwx } = setup();
  const error = await siwx.createMessage({ accountAddress: address, chainId }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ shortMessage: 'Error signing message' });
  expect((error as Error).cause).toMatchObject({ serviceCode: 'FETCH_ERROR' });
});

test('getRequired and signOutOnDisconnect follow the options', () => {
  expect(new FoyerSiwx({ required: true }).getRequired()).toBe(true);
  expect(new FoyerSiwx().getRequired()).toBe(false);
  expect(new FoyerSiwx().signOutOnDisconnect).toBe(true);
  expect(new FoyerSiwx({ signOutOnDisconnect: false }).signOutOnDisconnect).toBe(false);
});

describe('N15: the page checks the service\'s message before any wallet sees it', () => {
  const refused: [string, (written: Written) => Written][] = [
    ['a domain that is not the page\'s host', ({ data }) => ({ data: { ...data, domain: 'wallet.victim.example' } })],
    ['a URI on another origin', ({ data }) => ({ data: { ...data, uri: 'https://wallet.victim.example/login' } })],
    // viem refuses to write it: the text is edited.
    ['a nonce that is not 8+ letters and digits', ({ data }) => ({ data: { ...data, nonce: 'short' }, text: siweText(data).replace(data.nonce, 'short') })],
    ['no issuedAt', ({ data }) => ({ data: { ...data, issuedAt: undefined } as unknown as SiwxMessageData })],
    ['an issuedAt an hour old', ({ data }) => ({ data: { ...data, issuedAt: new Date(Date.now() - 60 * 60_000).toISOString() } })],
    ['an issuedAt an hour ahead', ({ data }) => ({ data: { ...data, issuedAt: new Date(Date.now() + 60 * 60_000).toISOString() } })],
    ['another account', ({ data }) => ({ data: { ...data, accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } })],
    ['text written for another domain than its fields', ({ data }) => ({ data, text: siweText({ ...data, domain: 'wallet.victim.example' }) })],
    ['text with another nonce than its fields', ({ data }) => ({ data, text: siweText({ ...data, nonce: 'othernonce123' }) })],
  ];
  test.each(refused)('refuses %s: "Error signing message" caused by SIWX_MESSAGE_REFUSED', async (_name, tamper) => {
    serveSessions({ tamper });
    const { siwx } = setup();
    const error = await siwx.createMessage({ accountAddress: address, chainId }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'SIWX_SIGN_MESSAGE_FAILED', shortMessage: 'Error signing message' });
    expect((error as Error).cause).toMatchObject({ code: 'SIWX_MESSAGE_REFUSED', shortMessage: 'The sign-in message is not for this page' });
  });

  test('the page\'s own message passes', async () => {
    serveSessions();
    await expect(setup().siwx.createMessage({ accountAddress: address, chainId })).resolves.toMatchObject({ domain: location.host, uri: `${location.origin}/` });
  });
});
