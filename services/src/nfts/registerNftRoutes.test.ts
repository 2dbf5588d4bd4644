import { FOYER_DEV_COLLECTIONS, FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_SOLANA_ADDRESSES, foyerDevChain, foyerDevSolana, type GetNftsReturnType } from '@foyer/kernel';
import { createPublicClient, createWalletClient, erc721Abi, http, type Address } from 'viem';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { seedDevChain } from '../devChain/seedDevChain.js';
import type { ErrorBody } from '../errors/ServiceError.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { decodeTokenMetadata } from './decodeTokenMetadata.js';

const DEV = foyerDevChain.caipNetworkId;
const query = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0';
const friends = FOYER_DEV_COLLECTIONS.find((collection) => !collection.spam);
const spam = FOYER_DEV_COLLECTIONS.find((collection) => collection.spam);
if (!friends || !spam) throw new Error('the kernel table lost a collection');
const [account0, , account2] = FOYER_DEV_EVM_ACCOUNTS as readonly Address[];

describe('NFTs endpoint on a seeded anvil', () => {
  let anvil: RunningAnvil;
  let api: TestApi;

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    await seedDevChain({ rpcUrl: anvil.url });
    api = await startTestApi({ database: ':memory:', rpcUrl: anvil.url, chains: { [foyerDevSolana.caipNetworkId]: 'http://127.0.0.1:1' } });
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await anvil?.stop();
  });

  async function nfts(address: string, extra = ''): Promise<GetNftsReturnType> {
    const response = await api.get(`/v1/account/${address}/nfts?chainId=${DEV}&${query}${extra}`);
    expect(response.status).toBe(200);
    return response.json<GetNftsReturnType>();
  }

  it('lists the Foyer Friends items of dev account 0 with their tokenURI images, and the spam item flagged', async () => {
    const client = createPublicClient({ transport: http(anvil.url) });
    const page = await nfts(account0!);
    expect(page.next).toBeNull();
    expect(page.data.map((item) => [item.collection.name, item.tokenId, item.collection.spam])).toEqual([
      ...friends.items.filter((item) => item.holder === account0).map((item) => [friends.name, String(item.tokenId), false]),
      ...spam.items.filter((item) => item.holder === account0).map((item) => [spam.name, String(item.tokenId), true]),
    ]);
    for (const item of page.data) {
      const collection = FOYER_DEV_COLLECTIONS.find((entry) => entry.name === item.collection.name)!;
      const uri = await client.readContract({ address: collection.address as Address, abi: erc721Abi, functionName: 'tokenURI', args: [BigInt(item.tokenId)] });
      const metadata = JSON.parse(Buffer.from(uri.split(',')[1] ?? '', 'base64').toString('utf8')) as { name: string; image: string; description?: string };
      expect(item).toEqual({
        collection: { address: `${DEV}:${collection.address}`, name: collection.name, symbol: collection.symbol, spam: collection.spam },
        tokenId: item.tokenId,
        name: metadata.name,
        image: metadata.image,
        description: metadata.description ?? '',
      });
      expect(item.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(item.name).toBe(collection.items.find((entry) => String(entry.tokenId) === item.tokenId)?.name);
    }
  });

  it('pages by cursor in a stable order', async () => {
    const all = await nfts(account0!);
    const first = await nfts(account0!, '&limit=2');
    expect(first.data).toEqual(all.data.slice(0, 2));
    expect(first.next).toEqual(expect.any(String));
    const second = await nfts(account0!, `&limit=2&cursor=${first.next}`);
    expect(second.data).toEqual(all.data.slice(2, 4));
    expect(second.next).toBeNull();
  });

  it('follows transfers: an item sent to account 2 shows there once the cache is bypassed', async () => {
    expect((await nfts(account2!)).data).toEqual([]);
    const client = createPublicClient({ transport: http(anvil.url) });
    const wallet = createWalletClient({ transport: http(anvil.url) });
    const hash = await wallet.writeContract({
      address: friends.address as Address,
      abi: erc721Abi,
      account: account0!,
      chain: null,
      functionName: 'transferFrom',
      args: [account0!, account2!, 3n],
    });
    await client.waitForTransactionReceipt({ hash });
    expect((await nfts(account2!)).data).toEqual([]);
    expect((await nfts(account2!, '&forceUpdate=true')).data.map((item) => [item.collection.name, item.tokenId])).toEqual([[friends.name, '3']]);
    expect((await nfts(account0!, '&forceUpdate=true')).data.map((item) => item.tokenId)).not.toContain('3');
  });

  it('answers an empty list on a chain without collections (Solana)', async () => {
    const response = await api.get(`/v1/account/${FOYER_DEV_SOLANA_ADDRESSES[0]}/nfts?chainId=${foyerDevSolana.caipNetworkId}&${query}`);
    expect(response.json()).toEqual({ data: [], next: null });
  });

  it.each([
    ['a malformed address', `/v1/account/0x1234/nfts?chainId=${DEV}&${query}`, 'INVALID_ADDRESS'],
    ['a Solana address on the EVM chain', `/v1/account/${FOYER_DEV_SOLANA_ADDRESSES[0]}/nfts?chainId=${DEV}&${query}`, 'INVALID_ADDRESS'],
    ['an unknown chain', `/v1/account/${FOYER_DEV_EVM_ACCOUNTS[0]}/nfts?chainId=eip155:999&${query}`, 'UNSUPPORTED_CHAIN'],
    ['a cursor it did not write', `/v1/account/${FOYER_DEV_EVM_ACCOUNTS[0]}/nfts?chainId=${DEV}&${query}&cursor=abc`, 'INVALID_PARAMETER'],
    ['a cursor that is not base64url', `/v1/account/${FOYER_DEV_EVM_ACCOUNTS[0]}/nfts?chainId=${DEV}&${query}&cursor=%2F%2F`, 'INVALID_PARAMETER'],
    ['a huge page', `/v1/account/${FOYER_DEV_EVM_ACCOUNTS[0]}/nfts?chainId=${DEV}&${query}&limit=100000`, 'INVALID_PARAMETER'],
    ['no chainId', `/v1/account/${FOYER_DEV_EVM_ACCOUNTS[0]}/nfts?${query}`, 'INVALID_PARAMETER'],
  ])('answers %s with 400 JSON', async (_case, path, code) => {
    const response = await api.get(path);
    expect(response.status).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe(code);
  });
});

describe('decodeTokenMetadata', () => {
  const base64 = (document: unknown): string => `data:application/json;base64,${Buffer.from(JSON.stringify(document)).toString('base64')}`;

  test('reads name, description and a data-URI or https image from base64 and plain JSON data URIs', () => {
    expect(decodeTokenMetadata(base64({ name: 'A', description: 'B', image: 'data:image/png;base64,AAAA' }))).toEqual({ name: 'A', description: 'B', image: 'data:image/png;base64,AAAA' });
    expect(decodeTokenMetadata(`data:application/json,${encodeURIComponent('{"name":"C","image":"https://example.org/c.png"}')}`)).toEqual({
      name: 'C',
      description: '',
      image: 'https://example.org/c.png',
    });
  });

  test.each([
    ['an ipfs URI (not fetched)', 'ipfs://bafy/1.json'],
    ['broken JSON', 'data:application/json;base64,e30K{'],
    ['a JSON array', base64([1])],
  ])('gives empty fields for %s', (_case, uri) => {
    expect(decodeTokenMetadata(uri)).toEqual({ name: '', description: '', image: '' });
  });

  test('drops images a page should not load: javascript:, http: and data:text/html', () => {
    for (const image of ['javascript:alert(1)', 'http://example.org/a.png', 'data:text/html,<script>1</script>']) {
      expect(decodeTokenMetadata(base64({ name: 'X', image })).image).toBe('');
    }
  });
});
