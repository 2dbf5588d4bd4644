import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { RunningAnvil } from '../anvil/startAnvil.js';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { openDatabase } from '../db/openDatabase.js';
import { ProjectRepository } from '../db/ProjectRepository.js';
import { seedProjects } from '../db/seedProjects.js';
import { registerErrorHandling } from '../http/registerErrorHandling.js';
import type { ErrorBody } from '../errors/ServiceError.js';
import { freePort } from '../test-utils/freePort.js';
import { rpcResult } from '../test-utils/rpcResult.js';
import { startApiOnAnvil } from '../test-utils/startApiOnAnvil.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { createChainRegistry } from './createChainRegistry.js';
import type { PriceTable } from './prices/createPriceTable.js';
import { loadPriceTable } from './prices/loadPriceTable.js';
import { registerChainRoutes } from './registerChainRoutes.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const query = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0&currency=usd';

describe('chain data service against a real anvil', () => {
  let anvil: RunningAnvil;
  let api: TestApi;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ anvil, api, close } = await startApiOnAnvil());
  });

  afterAll(() => close?.());

  it('returns the native balance of dev account 0 on an unseeded chain: 10000 ETH as the exact "10000.0", priced from the table', async () => {
    const response = await api.get(`/v1/account/${ACCOUNT_0}/balance?chainId=eip155:31337&${query}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          value: 30_000_000,
          price: 3000,
          quantity: { decimals: '18', numeric: '10000.0' },
          iconUrl: `${api.url}/public/getTokenImage/ETH`,
        },
      ],
    });
  });

  it('accepts lower-case and unprefixed addresses', async () => {
    for (const address of [ACCOUNT_0.toLowerCase(), ACCOUNT_0.slice(2)]) {
      const response = await api.get(`/v1/account/${address}/balance?chainId=eip155:31337&${query}`);
      expect(response.status).toBe(200);
    }
  });

  it('follows the chain: a transfer of 1 wei shows exactly', async () => {
    const receiver = '0x000000000000000000000000000000000000f00d';
    await rpcResult(anvil.url, 'eth_sendTransaction', [{ from: ACCOUNT_0, to: receiver, value: '0x1' }]);
    const body = (await api.get(`/v1/account/${receiver}/balance?chainId=eip155:31337&${query}`)).json<{
      balances: { quantity: { numeric: string } }[];
    }>();
    expect(body.balances[0]?.quantity.numeric).toBe('0.000000000000000001');
  });

  it('lists the chains it serves', async () => {
    expect((await api.get(`/v1/supported-chains?${query}`)).json()).toEqual({ http: ['eip155:31337'], ws: [] });
  });

  it.each([
    ['a malformed address', `/v1/account/0x1234/balance?chainId=eip155:31337&${query}`, 400, 'INVALID_ADDRESS'],
    ['a bad EIP-55 checksum', `/v1/account/0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?chainId=eip155:31337&${query}`, 400, 'INVALID_ADDRESS'],
    ['a non-hex address', `/v1/account/0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?chainId=eip155:31337&${query}`, 400, 'INVALID_ADDRESS'],
    ['an unknown chain', `/v1/account/${ACCOUNT_0}/balance?chainId=eip155:1&${query}`, 400, 'UNSUPPORTED_CHAIN'],
    ['a non-EVM chain', `/v1/account/${ACCOUNT_0}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&${query}`, 400, 'UNSUPPORTED_CHAIN'],
    ['no chainId', `/v1/account/${ACCOUNT_0}/balance?${query}`, 400, 'INVALID_PARAMETER'],
    ['a bad currency', `/v1/account/${ACCOUNT_0}/balance?chainId=eip155:31337&${query}&currency=us-dollars`, 400, 'INVALID_PARAMETER'],
    ['no projectId', `/v1/account/${ACCOUNT_0}/balance?chainId=eip155:31337`, 400, 'MISSING_PROJECT_ID'],
    ['an unknown project', `/v1/account/${ACCOUNT_0}/balance?chainId=eip155:31337&projectId=nope`, 403, 'INVALID_PROJECT_ID'],
  ])('answers %s with a JSON error', async (_case, path, status, code) => {
    const response = await api.get(path);
    expect(response.status).toBe(status);
    expect(response.json<ErrorBody>().error.code).toBe(code);
  });
});

describe('chain data service with its node down', () => {
  let api: TestApi;
  let deadUrl: string;

  beforeAll(async () => {
    deadUrl = `http://127.0.0.1:${await freePort()}`;
    api = await startTestApi({ database: ':memory:', rpcUrl: deadUrl });
  });

  afterAll(async () => api.close());

  it('answers 502 NODE_UNAVAILABLE naming the chain and the node', async () => {
    const response = await api.get(`/v1/account/${ACCOUNT_0}/balance?chainId=eip155:31337&${query}`);
    expect(response.status).toBe(502);
    expect(response.json()).toEqual({
      error: {
        code: 'NODE_UNAVAILABLE',
        message: `The node of eip155:31337 at ${deadUrl} is unreachable (ECONNREFUSED)`,
      },
    });
  });

  it('keeps serving other endpoints', async () => {
    expect((await api.get('/health')).status).toBe(200);
  });
});

describe('balance answers under repeated requests', () => {
  /** The chain head the fake node reports; every other read answers 1 ETH / a token balance of 2. */
  let head = '0x5';
  let node: ReturnType<typeof createServer>;
  let app: FastifyInstance;
  let base: string;
  let db: Kysely<DatabaseSchema>;
  let priceReads = 0;

  beforeAll(async () => {
    node = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        type Call = { id: number; method: string };
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Call | Call[];
        const answer = ({ id, method }: Call) => ({
          jsonrpc: '2.0',
          id,
          result: method === 'eth_blockNumber' ? head : method === 'eth_getBalance' ? '0xde0b6b3a7640000' : `0x${'2'.padStart(64, '0')}`,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(payload) ? payload.map(answer) : answer(payload)));
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    ({ db } = await openDatabase(':memory:'));
    await migrateToLatest(db);
    const projects = new ProjectRepository(db);
    await seedProjects(projects);
    const table = loadPriceTable();
    const prices: PriceTable = {
      priceOf: (network, token) => {
        priceReads += 1;
        return table.priceOf(network, token);
      },
    };
    app = Fastify();
    registerErrorHandling(app);
    const chains = createChainRegistry({ 'eip155:31337': `http://127.0.0.1:${(node.address() as AddressInfo).port}` });
    registerChainRoutes(app, { projects, chains, prices });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
    node.closeAllConnections();
    await new Promise((resolve) => node.close(resolve));
  });

  const balance = async () => (await fetch(`${base}/v1/account/${ACCOUNT_0}/balance?chainId=eip155:31337&${query}`)).json();

  it('prices and serialises a cached portfolio once, however many requests read it; a new block makes a new answer', async () => {
    const first = await balance();
    const perAnswer = priceReads;
    expect(perAnswer).toBeGreaterThan(1);
    expect(first).toMatchObject({ balances: expect.arrayContaining([expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1.0' } })]) });
    const again = await Promise.all([...Array(10).keys()].map(() => balance()));
    expect(again).toEqual(Array(10).fill(first));
    expect(priceReads).toBe(perAnswer);
    head = '0x6';
    expect(await balance()).toEqual(first);
    expect(priceReads).toBe(2 * perAnswer);
  });
});
