import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import type { Nft } from '../types/nft.js';
import { chainApi } from './chainApi.js';
import { nftsApi } from './nftsApi.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const item: Nft = {
  collection: { address: 'eip155:31337:0x0b25dD612FA47C65b1Db8004fc6f196810b86582', name: 'Foyer Friends', symbol: 'FRIEND', spam: false },
  tokenId: '1',
  name: 'Foyer Friends #1',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  description: 'A friend from the Foyer dev chain.',
};

const requests: Request[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('getNfts', () => {
  test('returns a page of NFTs and its next cursor, asking with the chain and cursor', async () => {
    server.use(http.get(`${TEST_API_URL}/v1/account/:address/nfts`, () => HttpResponse.json({ data: [item], next: 'bzE' })));
    const store = makeTestStore();
    const result = await store.dispatch(nftsApi.endpoints.getNfts.initiate({ address, chainId: 'eip155:31337', cursor: 'bzA' }));
    expect(result.data).toEqual({ data: [item], next: 'bzE' });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe(`/v1/account/${address}/nfts`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ chainId: 'eip155:31337', cursor: 'bzA', projectId: 'test-project' });
  });

  test('a malformed item refuses the page', async () => {
    server.use(
      http.get(`${TEST_API_URL}/v1/account/:address/nfts`, () => HttpResponse.json({ data: [{ ...item, collection: { ...item.collection, spam: 'no' } }], next: null })),
    );
    const store = makeTestStore();
    const result = await store.dispatch(nftsApi.endpoints.getNfts.initiate({ address, chainId: 'eip155:31337' }));
    expect(result.data).toBeUndefined();
    expect(result.error).toBeDefined();
  });
});

describe('getTokenPrices', () => {
  test('POSTs the currency and CAIP-10 addresses and returns the fungibles', async () => {
    const fungible = { address: 'eip155:31337:0xe1c25CA7196d3bDb611639f09af19E4d98A9410f', name: 'Foyer USD', symbol: 'fUSD', iconUrl: 'x', price: 1 };
    server.use(http.post(`${TEST_API_URL}/v1/fungible/price`, () => HttpResponse.json({ fungibles: [fungible] })));
    const store = makeTestStore();
    const result = await store.dispatch(chainApi.endpoints.getTokenPrices.initiate({ addresses: [fungible.address] }));
    expect(result.data).toEqual([fungible]);
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({ currency: 'usd', addresses: [fungible.address] });
  });
});
