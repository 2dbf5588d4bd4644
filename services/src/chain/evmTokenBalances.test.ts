import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS, foyerDevChain, formatUnits, type TokenBalance } from '@foyer/kernel';
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits, type Address, type PublicClient } from 'viem';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { seedDevChain } from '../devChain/seedDevChain.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { startCountingRpcProxy, type CountingRpcProxy } from './test-utils/startCountingRpcProxy.js';

const DEV = foyerDevChain.caipNetworkId;
const query = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0&currency=usd';
const evmTokens = FOYER_DEV_TOKENS.filter((token) => token.caipNetworkId === DEV);
const fusd = evmTokens.find((token) => token.symbol === 'fUSD');
if (!fusd) throw new Error('the kernel table lost fUSD');
const [account0, account1] = FOYER_DEV_EVM_ACCOUNTS as readonly Address[];
/** What the chain head read and the indexer's polling send (balance reads are `eth_getBalance` and `eth_call`). */
const INDEXER_METHODS = new Set(['eth_blockNumber', 'eth_getBlockByNumber', 'eth_getLogs', 'eth_chainId']);

describe('EVM balances with tokens, on a seeded anvil', () => {
  let anvil: RunningAnvil;
  let proxy: CountingRpcProxy;
  let api: TestApi;
  let client: PublicClient;

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    await seedDevChain({ rpcUrl: anvil.url });
    proxy = await startCountingRpcProxy(anvil.url);
    // eip155:1 is served by the same node: a chain the kernel table has no tokens on.
    api = await startTestApi({ database: ':memory:', rpcUrl: proxy.url, chains: { 'eip155:1': proxy.url } });
    client = createPublicClient({ transport: http(anvil.url) });
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await proxy?.close();
    await anvil?.stop();
  });

  /**
   * The balance reads the node got since `from`, and whether the chain head was read. The API's indexer polls the same
   * node in the background (`eth_blockNumber`, `eth_getBlockByNumber`, `eth_getLogs`), so head reads are checked for
   * presence, not counted, and the indexer's methods are left out of the reads.
   */
  function readsSince(from: number): { head: boolean; reads: string[] } {
    const methods = proxy.methods.slice(from);
    return { head: methods.includes('eth_blockNumber'), reads: methods.filter((method) => !INDEXER_METHODS.has(method)) };
  }

  async function balances(address: string, extra = ''): Promise<TokenBalance[]> {
    const response = await api.get(`/v1/account/${address}/balance?chainId=${DEV}&${query}${extra}`);
    expect(response.status).toBe(200);
    return response.json<{ balances: TokenBalance[] }>().balances;
  }

  async function transferFusd(from: Address, to: Address, amount: string): Promise<void> {
    const wallet = createWalletClient({ transport: http(anvil.url) });
    const hash = await wallet.writeContract({ address: fusd!.address as Address, abi: erc20Abi, account: from, chain: null, functionName: 'transfer', args: [to, parseUnits(amount, 6)] });
    await client.waitForTransactionReceipt({ hash });
  }

  it('lists the native currency and every seeded token, amounts equal to what balanceOf reads through viem', async () => {
    const answer = await balances(account0!);
    expect(answer.map((balance) => balance.symbol)).toEqual(['ETH', 'fUSD', 'FOY', 'WETH', 'ZERO']);
    for (const token of evmTokens) {
      const onChain = await client.readContract({ address: token.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [account0!] });
      const entry = answer.find((balance) => balance.symbol === token.symbol);
      expect(entry).toEqual({
        name: token.name,
        symbol: token.symbol,
        chainId: DEV,
        address: `${DEV}:${token.address}`,
        price: token.usdPrice,
        value: expect.any(Number),
        quantity: { decimals: String(token.decimals), numeric: formatUnits(onChain, token.decimals, { keepFraction: true }) },
        iconUrl: `${api.url}/public/getTokenImage/${token.symbol}`,
      });
    }
    const wei = await client.getBalance({ address: account0! });
    expect(answer[0]).toMatchObject({ quantity: { decimals: '18', numeric: formatUnits(wei, 18, { keepFraction: true }) }, price: 3000 });
    expect(answer[0]?.address).toBeUndefined();
    expect(answer[0]?.value).toBeCloseTo(Number(formatUnits(wei, 18)) * 3000, 2);
  });

  it('writes exact amounts for 6, 18 and 0 decimals and values them in cents from the price table', async () => {
    const bySymbol = Object.fromEntries((await balances(account0!)).map((balance) => [balance.symbol, balance]));
    expect(bySymbol.fUSD).toMatchObject({ quantity: { decimals: '6', numeric: '1234.56' }, price: 1, value: 1234.56 });
    expect(bySymbol.FOY).toMatchObject({ quantity: { decimals: '18', numeric: '1000.0' }, price: 0.5, value: 500 });
    expect(bySymbol.WETH).toMatchObject({ quantity: { decimals: '18', numeric: '2.5' }, price: 3000, value: 7500 });
    // The zero-decimals token stays in the answer: the widget filters it (spec §5).
    expect(bySymbol.ZERO).toMatchObject({ quantity: { decimals: '0', numeric: '7.0' }, price: 1, value: 7 });
  });

  it('leaves out tokens the account does not hold; the native entry stays even at 0', async () => {
    const fresh = '0x000000000000000000000000000000000000bEEF';
    expect((await balances(fresh)).map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])).toEqual([['ETH', '0.0', 0]]);
    await transferFusd(account0!, fresh as Address, '0.000001');
    const after = await balances(fresh, '&forceUpdate=true');
    expect(after.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])).toEqual([
      ['ETH', '0.0', 0],
      ['fUSD', '0.000001', 0],
    ]);
  });

  it('reads the balances once per block within 30 s (one batch), a new block reads them again, forceUpdate too', async () => {
    const holder = account1!;
    const reads = ['eth_getBalance', ...evmTokens.map(() => 'eth_call')];
    const start = proxy.methods.length;
    const first = await balances(holder);
    expect(readsSince(start)).toEqual({ head: true, reads });

    // Same block: only the head is read.
    const readsBefore = proxy.methods.length;
    expect(await balances(holder)).toEqual(first);
    expect(readsSince(readsBefore)).toEqual({ head: true, reads: [] });
    // Another currency is another entry.
    const otherCurrency = proxy.methods.length;
    expect((await api.get(`/v1/account/${holder}/balance?chainId=${DEV}&projectId=foyer-demo&currency=eur`)).status).toBe(200);
    expect(readsSince(otherCurrency)).toEqual({ head: true, reads });

    // A transfer mines a block: the cache never hides it.
    await transferFusd(holder, account0!, '1.5');
    const afterTransfer = proxy.methods.length;
    const fresh = await balances(holder);
    expect(readsSince(afterTransfer)).toEqual({ head: true, reads });
    expect(fresh).not.toEqual(first);

    const beforeForce = proxy.methods.length;
    const forced = await balances(holder, '&forceUpdate=1');
    expect(readsSince(beforeForce)).toEqual({ head: true, reads });
    const onChain = await client.readContract({ address: fusd.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });
    expect(forced.find((balance) => balance.symbol === 'fUSD')?.quantity.numeric).toBe(formatUnits(onChain, 6, { keepFraction: true }));
    expect(onChain).toBe((fusd.holdings[1]?.amount ?? 0n) - parseUnits('1.5', 6));
  });

  it('prices only in usd: another currency answers price and value 0', async () => {
    const response = await api.get(`/v1/account/${account0}/balance?chainId=${DEV}&projectId=foyer-demo&currency=eur`);
    const answer = response.json<{ balances: TokenBalance[] }>().balances;
    expect(answer.length).toBe(5);
    expect(answer.every((balance) => balance.price === 0 && balance.value === 0)).toBe(true);
  });

  it('answers the native currency only on another EVM chain (no indexer), unpriced', async () => {
    const start = proxy.methods.length;
    const response = await api.get(`/v1/account/${account0}/balance?chainId=eip155:1&${query}`);
    expect(response.status).toBe(200);
    const answer = response.json<{ balances: TokenBalance[] }>().balances;
    expect(answer.map((balance) => [balance.symbol, balance.price, balance.value])).toEqual([['ETH', 0, 0]]);
    expect(readsSince(start)).toEqual({ head: true, reads: ['eth_getBalance'] });
  });
});
