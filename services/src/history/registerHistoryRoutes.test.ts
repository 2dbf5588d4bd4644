import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { address as solanaAddress, getBase64EncodedWireTransaction } from '@solana/kit';
import { FOYER_DEV_COLLECTIONS, FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_TOKENS, foyerDevChain, foyerDevSolana, type Transaction } from '@foyer/kernel';
import { createPublicClient, createWalletClient, http, parseAbi, parseEther, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { DEV_MNEMONIC, startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { seedDevChain } from '../devChain/seedDevChain.js';
import { startSolanaNode, type RunningSolanaNode } from '../solana/startSolanaNode.js';
import { devSigner, rpcCall, signedTransfer } from '../solana/test-utils/solanaTestKit.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';

const EVM = foyerDevChain.caipNetworkId;
const SOLANA = foyerDevSolana.caipNetworkId;
const QUERY = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0';
const [account0, account1, account2] = FOYER_DEV_EVM_ACCOUNTS.map((_, index) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }));
const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === EVM && token.symbol === 'fUSD');
const friends = FOYER_DEV_COLLECTIONS.find((collection) => !collection.spam);
const spam = FOYER_DEV_COLLECTIONS.find((collection) => collection.spam);
if (!account0 || !account1 || !account2 || !fusd || !friends || !spam) throw new Error('the kernel table lost a dev asset');

const tokenAbi = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function airdrop(address[] recipients)',
]);

type Page = { data: Transaction[]; next: string | null };

async function waitFor<value>(read: () => Promise<value>, done: (value: value) => boolean, what: string): Promise<value> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /v1/account/{account}/history', () => {
  let anvil: RunningAnvil;
  let solana: RunningSolanaNode;
  let api: TestApi | undefined;
  let directory: string;
  let database: string;
  const sent: Record<'native' | 'fusd' | 'nft' | 'approve' | 'airdrop', Hex> = { native: '0x', fusd: '0x', nft: '0x', approve: '0x', airdrop: '0x' };

  const startApi = async (rpcUrl: string): Promise<TestApi> =>
    (api = await startTestApi({ database, rpcUrl, chains: { [SOLANA]: solana.url, 'eip155:1': rpcUrl } }));
  const get = (target: string) => {
    if (api === undefined) throw new Error('no API');
    return api.get(target);
  };
  const page = async (account: string, extra = '', chainId: string = EVM): Promise<Page> => {
    const result = await get(`/v1/account/${account}/history?${QUERY}&chainId=${chainId}${extra}`);
    if (result.status !== 200) throw new Error(`HTTP ${result.status}: ${result.text}`);
    return result.json<Page>();
  };
  const everything = async (account: string, limit: number): Promise<Transaction[]> => {
    const all: Transaction[] = [];
    let cursor: string | null = null;
    do {
      const next: Page = await page(account, `&limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`);
      expect(next.data.length).toBeLessThanOrEqual(limit);
      all.push(...next.data);
      cursor = next.next;
    } while (cursor !== null);
    return all;
  };
  const sendAll = async (rpcUrl: string): Promise<void> => {
    const publicClient = createPublicClient({ transport: http(rpcUrl) });
    const wallet = (account: typeof account0) => createWalletClient({ account, chain: foundry, transport: http(rpcUrl) });
    const mined = async (hash: Hex): Promise<Hex> => {
      await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      return hash;
    };
    sent.native = await mined(await wallet(account0).sendTransaction({ to: account2.address, value: parseEther('1.25') }));
    sent.fusd = await mined(
      await wallet(account0).writeContract({ address: fusd.address as Address, abi: tokenAbi, functionName: 'transfer', args: [account2.address, 1_500_000n] }),
    );
    sent.nft = await mined(
      await wallet(account0).writeContract({ address: friends.address as Address, abi: tokenAbi, functionName: 'transferFrom', args: [account0.address, account2.address, 1n] }),
    );
    sent.airdrop = await mined(await wallet(account1).writeContract({ address: spam.address as Address, abi: tokenAbi, functionName: 'airdrop', args: [[account2.address]] }));
    sent.approve = await mined(await wallet(account2).writeContract({ address: fusd.address as Address, abi: tokenAbi, functionName: 'approve', args: [account1.address, 1n] }));
  };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'foyer-history-'));
    database = path.join(directory, 'foyer.db');
    [anvil, solana] = await Promise.all([startAnvil({ port: 0 }), startSolanaNode({ port: 0 })]);
    await seedDevChain({ rpcUrl: anvil.url });
    await startApi(anvil.url);
    await sendAll(anvil.url);
  }, 30_000);

  afterAll(async () => {
    await api?.close();
    await Promise.all([anvil?.stop(), solana?.close()]);
    await rm(directory, { recursive: true, force: true });
  });

  it('lists a native transfer, an ERC-20 transfer, an NFT transfer, a spam airdrop and a contract call, newest first', async () => {
    const { data } = await waitFor(() => page(account2.address), (result) => result.data[0]?.id === sent.approve, 'the approve call');
    const [approve, airdrop, nft, token, native] = data;
    expect(data.slice(0, 5).map((item) => item.id)).toEqual([sent.approve, sent.airdrop, sent.nft, sent.fusd, sent.native]);
    expect(approve?.metadata).toMatchObject({ chain: EVM, operationType: 'execute', status: 'confirmed', sentFrom: account2.address, sentTo: fusd.address });
    expect(approve?.transfers).toEqual([]);
    expect(airdrop?.metadata.operationType).toBe('mint');
    expect(airdrop?.transfers).toEqual([{ nft_info: { name: `${spam.name} #3`, flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }]);
    expect(nft?.metadata).toMatchObject({ operationType: 'receive', sentFrom: account0.address, sentTo: friends.address });
    expect(nft?.transfers).toEqual([{ nft_info: { name: friends.items[0]?.name, flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }]);
    expect(token?.transfers).toEqual([{ fungible_info: { name: 'Foyer USD', symbol: 'fUSD' }, direction: 'in', quantity: { numeric: '1.5' } }]);
    expect(native?.metadata).toMatchObject({ operationType: 'receive', sentFrom: account0.address, sentTo: account2.address, status: 'confirmed' });
    expect(native?.transfers).toEqual([{ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1.25' } }]);
    expect(Date.parse(native?.metadata.minedAt ?? '')).toBeGreaterThan(Date.now() - 120_000);

    // The sender sees the same transactions going out.
    const sender = await page(account0.address);
    const sentToken = sender.data.find((item) => item.id === sent.fusd);
    expect(sentToken?.metadata.operationType).toBe('send');
    expect(sentToken?.transfers[0]?.direction).toBe('out');
  });

  it('pages by cursor over everything exactly once, in a stable order, on the asked chain only', async () => {
    const whole = await page(account2.address, '&limit=50');
    expect(whole.next).toBeNull();
    // The five transfers above and the dev chain's seeding (fUSD, FOY, WETH and ZERO minted to this account).
    expect(whole.data.length).toBe(9);
    const paged = await everything(account2.address, 2);
    expect(paged.map((item) => item.id)).toEqual(whole.data.map((item) => item.id));
    expect(new Set(paged.map((item) => item.id)).size).toBe(paged.length);
    expect(paged.every((item) => item.metadata.chain === EVM)).toBe(true);
    // The same node served as another chain has no history: only our own dev chains are indexed.
    const other = await get(`/v1/account/${account2.address}/history?${QUERY}&chainId=eip155:1`);
    expect(other.status).toBe(400);
    expect(other.json()).toMatchObject({ error: { code: 'UNSUPPORTED_CHAIN' } });
  });

  it('answers bad input with 4xx JSON', async () => {
    const cases: [string, number, string][] = [
      [`/v1/account/0x1234/history?${QUERY}&chainId=${EVM}`, 400, 'INVALID_ADDRESS'],
      [`/v1/account/${account2.address.toLowerCase().replace('0xf', '0xF')}1/history?${QUERY}&chainId=${EVM}`, 400, 'INVALID_ADDRESS'],
      [`/v1/account/${FOYER_DEV_SOLANA_ADDRESSES[0]}/history?${QUERY}&chainId=${EVM}`, 400, 'INVALID_ADDRESS'],
      [`/v1/account/${account2.address}/history?${QUERY}&chainId=eip155:999`, 400, 'UNSUPPORTED_CHAIN'],
      [`/v1/account/${account2.address}/history?${QUERY}`, 400, 'INVALID_PARAMETER'],
      [`/v1/account/${account2.address}/history?${QUERY}&chainId=${EVM}&cursor=not-a-cursor`, 400, 'INVALID_PARAMETER'],
      [`/v1/account/${account2.address}/history?${QUERY}&chainId=${EVM}&cursor=${Buffer.from('1.x').toString('base64url')}`, 400, 'INVALID_PARAMETER'],
      [`/v1/account/${account2.address}/history?${QUERY}&chainId=${EVM}&cursor=${'A'.repeat(300)}`, 400, 'INVALID_PARAMETER'],
      [`/v1/account/${account2.address}/history?${QUERY}&chainId=${EVM}&limit=51`, 400, 'INVALID_PARAMETER'],
      [`/v1/account/${account2.address}/history?${QUERY}&chainId=${EVM}&limit=0`, 400, 'INVALID_PARAMETER'],
      [`/v1/account/${account2.address}/history?${QUERY}&chainId=${EVM}&limit=1e9`, 400, 'INVALID_PARAMETER'],
      [`/v1/account/${FOYER_DEV_SOLANA_ADDRESSES[0]}/history?${QUERY}&chainId=${SOLANA}&cursor=${Buffer.from('1.0').toString('base64url')}`, 400, 'INVALID_PARAMETER'],
      [`/v1/account/${account2.address}/history?chainId=${EVM}`, 400, 'MISSING_PROJECT_ID'],
    ];
    for (const [target, status, code] of cases) {
      const result = await get(target);
      expect({ target, status: result.status, body: result.json() }).toMatchObject({ target, status, body: { error: { code } } });
    }
  });

  it('lists a SOL transfer from the Solana dev node', async () => {
    const [from, to] = [await devSigner(0), FOYER_DEV_SOLANA_ADDRESSES[1]];
    if (to === undefined) throw new Error('no dev address 1');
    const lifetime = await rpcCall(solana.url, 'getLatestBlockhash', []);
    const { value } = lifetime.result as { value: { blockhash: string; lastValidBlockHeight: number } };
    const transaction = await signedTransfer(from, solanaAddress(to), 500_000_000n, { blockhash: value.blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) });
    const answer = await rpcCall(solana.url, 'sendTransaction', [getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }]);
    const signature = answer.result as string;

    const received = await page(to, '', SOLANA);
    expect(received.data[0]).toMatchObject({
      id: signature,
      metadata: { chain: SOLANA, operationType: 'receive', status: 'confirmed', sentFrom: from.address, sentTo: to },
      transfers: [{ fungible_info: { name: 'Solana', symbol: 'SOL' }, direction: 'in', quantity: { numeric: '0.5' } }],
    });
    const paid = await page(from.address, '&limit=1', SOLANA);
    expect(paid.data[0]).toMatchObject({ id: signature, metadata: { operationType: 'send' }, transfers: [{ direction: 'out', quantity: { numeric: '0.5' } }] });
    // Older activity pages on: the dev node's seeding gave this account its fUSD (an SPL token account it owns).
    expect(paid.next).not.toBeNull();
    const rest = (await page(from.address, `&cursor=${paid.next ?? ''}`, SOLANA)).data;
    expect(rest.map((item) => item.id)).not.toContain(signature);
    expect(rest.flatMap((item) => item.transfers)).toContainEqual({ fungible_info: { name: 'Foyer USD', symbol: 'fUSD' }, direction: 'in', quantity: { numeric: '500' } });
  });

  it('resumes after a restart: what happened meanwhile shows up once, nothing twice', async () => {
    const before = await page(account2.address, '&limit=50');
    await api?.close();
    api = undefined;
    const client = createWalletClient({ account: account0, chain: foundry, transport: http(anvil.url) });
    const publicClient = createPublicClient({ transport: http(anvil.url) });
    const hashes: Hex[] = [];
    for (const amount of ['0.1', '0.2']) {
      const hash = await client.sendTransaction({ to: account2.address, value: parseEther(amount) });
      await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      hashes.push(hash);
    }
    await startApi(anvil.url);
    const after = await waitFor(() => page(account2.address, '&limit=50'), (result) => result.data.length >= before.data.length + 2, 'the transfers made while stopped');
    expect(after.data.map((item) => item.id)).toEqual([...hashes.reverse(), ...before.data.map((item) => item.id)]);
  });

  it('notices a reset chain (a new anvil) and drops the old chain\'s history', async () => {
    await api?.close();
    api = undefined;
    await anvil.stop();
    // A second apart at least: anvil's genesis block carries its start time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    anvil = await startAnvil({ port: 0 });
    await startApi(anvil.url);
    expect((await page(account2.address)).data).toEqual([]);
    const publicClient = createPublicClient({ transport: http(anvil.url) });
    const hash = await createWalletClient({ account: account0, chain: foundry, transport: http(anvil.url) }).sendTransaction({
      to: account2.address,
      value: parseEther('2'),
    });
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const fresh = await waitFor(() => page(account2.address), (result) => result.data.length > 0, 'the new chain\'s transfer');
    expect(fresh.data.map((item) => item.id)).toEqual([hash]);
  });
});
