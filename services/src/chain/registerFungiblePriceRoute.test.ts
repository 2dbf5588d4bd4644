import { FOYER_DEV_TOKENS, foyerDevChain, foyerDevSolana } from '@foyer/kernel';
import type { ErrorBody } from '../errors/ServiceError.js';
import { freePort } from '../test-utils/freePort.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';

const DEV = foyerDevChain.caipNetworkId;
const SOL = foyerDevSolana.caipNetworkId;
const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === DEV && token.symbol === 'fUSD');
const weth = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === DEV && token.symbol === 'WETH');
const splUsd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === SOL);
if (!fusd || !weth || !splUsd) throw new Error('the kernel table lost a token');

describe('POST /v1/fungible/price', () => {
  let api: TestApi;

  beforeAll(async () => {
    // Prices come from the table: no node is asked.
    const dead = `http://127.0.0.1:${await freePort()}`;
    api = await startTestApi({ database: ':memory:', rpcUrl: dead, chains: { [SOL]: dead } });
  });

  afterAll(async () => api?.close());

  async function post(body: unknown, search = ''): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${api.url}/v1/fungible/price${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  it('answers AppKit\'s shape in request order: known tokens and natives priced from the table, unknown ones at 0', async () => {
    const unknown = `${DEV}:0x0000000000000000000000000000000000000001`;
    const { status, json } = await post({
      projectId: 'foyer-demo',
      currency: 'usd',
      addresses: [`${DEV}:${fusd.address.toLowerCase()}`, `${DEV}:${weth.address}`, `${DEV}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`, `${SOL}:${splUsd.address}`, unknown],
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      fungibles: [
        { address: `${DEV}:${fusd.address.toLowerCase()}`, name: 'Foyer USD', symbol: 'fUSD', iconUrl: `${api.url}/public/getTokenImage/fUSD`, price: fusd.usdPrice },
        { address: `${DEV}:${weth.address}`, name: 'Wrapped Ether', symbol: 'WETH', iconUrl: `${api.url}/public/getTokenImage/WETH`, price: weth.usdPrice },
        { address: `${DEV}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`, name: 'Ether', symbol: 'ETH', iconUrl: `${api.url}/public/getTokenImage/ETH`, price: 3000 },
        { address: `${SOL}:${splUsd.address}`, name: 'Foyer USD', symbol: 'fUSD', iconUrl: `${api.url}/public/getTokenImage/fUSD`, price: splUsd.usdPrice },
        { address: unknown, name: '', symbol: '', iconUrl: '', price: 0 },
      ],
    });
  });

  it('takes the projectId from the query too; other currencies price at 0', async () => {
    const { status, json } = await post({ currency: 'eur', addresses: [`${DEV}:${fusd.address}`] }, '?projectId=foyer-demo');
    expect(status).toBe(200);
    expect(json).toMatchObject({ fungibles: [{ symbol: 'fUSD', price: 0 }] });
  });

  it.each([
    ['no projectId', { currency: 'usd', addresses: [`${DEV}:${fusd.address}`] }, 400, 'MISSING_PROJECT_ID'],
    ['an unknown project', { projectId: 'nope', currency: 'usd', addresses: [`${DEV}:${fusd.address}`] }, 403, 'INVALID_PROJECT_ID'],
    ['no addresses', { projectId: 'foyer-demo', currency: 'usd', addresses: [] }, 400, 'INVALID_PARAMETER'],
    ['addresses that are not a list', { projectId: 'foyer-demo', currency: 'usd', addresses: { 0: 'eip155:1:0x0' } }, 400, 'INVALID_PARAMETER'],
    ['no currency', { projectId: 'foyer-demo', addresses: [`${DEV}:${fusd.address}`] }, 400, 'INVALID_PARAMETER'],
    ['a plain address (not CAIP-10)', { projectId: 'foyer-demo', currency: 'usd', addresses: [fusd.address] }, 400, 'INVALID_ADDRESS'],
    ['too many addresses', { projectId: 'foyer-demo', currency: 'usd', addresses: Array.from({ length: 101 }, () => `${DEV}:${fusd.address}`) }, 400, 'INVALID_PARAMETER'],
    ['a body that is not JSON', '{', 400, 'INVALID_REQUEST'],
  ])('answers %s with a JSON error', async (_case, body, status, code) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((response.json as ErrorBody).error.code).toBe(code);
  });
});
