import {
  CONVERT_ERROR_MESSAGES,
  FOYER_DEV_AMM,
  FOYER_DEV_TOKENS,
  NATIVE_TOKEN_PSEUDO_ADDRESS,
  SWAP_DEADLINE_SECONDS,
  SWAP_MAX_SLIPPAGE_PERCENT,
  SWAP_QUOTE_VALIDITY_MS,
  foyerDevChain,
  type AllowanceResponse,
  type ConvertQuote,
  type ConvertTokensResponse,
  type ConvertTransactionResponse,
  type GasPriceResponse,
} from '@foyer/kernel';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type PublicClient, type TransactionReceipt } from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { DEV_MNEMONIC, startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { foyerPairArtifact } from '../devChain/contracts/foyerPairArtifact.js';
import { foyerTokenArtifact } from '../devChain/contracts/foyerTokenArtifact.js';
import { seedDevChain } from '../devChain/seedDevChain.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';

const DEV = foyerDevChain.caipNetworkId;
const QUERY = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0';
const token = (symbol: string) => {
  const found = FOYER_DEV_TOKENS.find((entry) => entry.caipNetworkId === DEV && entry.symbol === symbol);
  if (found === undefined) throw new Error(`the kernel table lost ${symbol}`);
  return { ...found, address: found.address as Address, caip: `${DEV}:${found.address}` };
};
const [fusd, foy, weth, zero] = [token('fUSD'), token('FOY'), token('WETH'), token('ZERO')];
const ETH = `${DEV}:${NATIVE_TOKEN_PSEUDO_ADDRESS}`;
// Accounts 0–2 keep their seeded balances for the other suites; these swap.
const trader = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 3 });
const rival = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 4 });
const owner = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 });
const user = (account: HDAccount) => `${DEV}:${account.address}`;

/** The constant-product formula with the 0.30 % fee, written out independently of the services' code. */
function formula(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (amountIn * 9970n * reserveOut) / (reserveIn * 10_000n + amountIn * 9970n);
}

function poolOf(a: Address, b: Address): Address {
  const pair = FOYER_DEV_AMM.pairs.find((entry) => (entry.token0 === a && entry.token1 === b) || (entry.token0 === b && entry.token1 === a));
  if (pair === undefined) throw new Error(`no pool ${a}/${b}`);
  return pair.address as Address;
}

type Json = Record<string, unknown>;

describe('the convert service on the seeded dev chain', () => {
  let anvil: RunningAnvil;
  let api: TestApi;
  let client: PublicClient;

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    await seedDevChain({ rpcUrl: anvil.url });
    // eip155:1 (a swap network without our AMM) and eip155:11155111 (not a swap network) are served by the same node.
    api = await startTestApi({ database: ':memory:', rpcUrl: anvil.url, chains: { 'eip155:1': anvil.url, 'eip155:11155111': anvil.url } });
    client = createPublicClient({ transport: http(anvil.url) });
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await anvil?.stop();
  });

  async function get<T = Json>(path: string, params: Record<string, string>): Promise<{ status: number; body: T }> {
    const result = await api.get(`${path}?${QUERY}&${new URLSearchParams(params).toString()}`);
    return { status: result.status, body: result.json<T>() };
  }

  async function post<T = Json>(body: unknown, search = `?${QUERY}`): Promise<{ status: number; body: T }> {
    const response = await fetch(`${api.url}/v1/convert/build-transaction${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function quote(from: string, to: string, amount: bigint, account: HDAccount = trader): Promise<ConvertQuote> {
    const { status, body } = await get<{ quotes: ConvertQuote[] }>('/v1/convert/quotes', { from, to, amount: amount.toString(), userAddress: user(account) });
    expect({ status, body }).toMatchObject({ status: 200 });
    const [first] = body.quotes;
    if (first === undefined) throw new Error('no quote');
    return first;
  }

  /** The pool's reserves of `tokenIn` and `tokenOut`, read straight from the pair with viem. */
  async function reserves(tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]> {
    const [reserve0, reserve1] = await client.readContract({ address: poolOf(tokenIn, tokenOut), abi: foyerPairArtifact.abi, functionName: 'getReserves' });
    return tokenIn.toLowerCase() < tokenOut.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
  }

  async function send(account: HDAccount, tx: ConvertTransactionResponse['tx']): Promise<TransactionReceipt> {
    const wallet = createWalletClient({ account, chain: foundry, transport: http(anvil.url) });
    const hash = await wallet.sendTransaction({ to: tx.to as Address, data: tx.data, value: BigInt(tx.value), gas: BigInt(tx.eip155.gas), gasPrice: BigInt(tx.eip155.gasPrice) });
    return client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  }

  async function build(from: string, to: string, amount: bigint, extra: Json = {}, account: HDAccount = trader): Promise<ConvertTransactionResponse> {
    const { status, body } = await post<ConvertTransactionResponse>({ projectId: 'foyer-demo', from, to, amount: amount.toString(), userAddress: user(account), ...extra });
    expect({ status, body }).toMatchObject({ status: 200 });
    return body;
  }

  async function approve(account: HDAccount, from: string, to: string, amount: bigint): Promise<void> {
    const { status, body } = await get<ConvertTransactionResponse>('/v1/convert/build-approve', { from, to, userAddress: user(account), amount: amount.toString() });
    expect(status).toBe(200);
    expect((await send(account, body.tx)).status).toBe('success');
  }

  const balanceOf = (tokenAddress: Address, account: Address) => client.readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [account] });

  it('lists the dev chain\'s pooled tokens with prices and images; a swap network without pools has none', async () => {
    const { status, body } = await get<ConvertTokensResponse>('/v1/convert/tokens', { chainId: DEV });
    expect(status).toBe(200);
    expect(body.tokens.map((entry) => entry.symbol)).toEqual(['ETH', 'fUSD', 'FOY', 'WETH']);
    expect(body.tokens[0]).toEqual({ name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: `${api.url}/public/getTokenImage/ETH`, price: 3000, eip2612: false });
    for (const entry of [fusd, foy, weth]) {
      expect(body.tokens).toContainEqual({
        name: entry.name,
        symbol: entry.symbol,
        address: entry.caip,
        decimals: entry.decimals,
        logoUri: `${api.url}/public/getTokenImage/${entry.symbol}`,
        price: entry.usdPrice,
        eip2612: false,
      });
    }
    // The zero-decimals token has no pool.
    expect(body.tokens.map((entry) => entry.symbol)).not.toContain('ZERO');
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:1' })).toEqual({ status: 200, body: { tokens: [] } });
  });

  it('quotes ETH → fUSD, fUSD → ETH and fUSD → FOY exactly as the constant-product formula on the live reserves', async () => {
    const amount = parseEther('0.1');
    const [ethIn, fusdOut] = await reserves(weth.address, fusd.address);
    const gasPrice = await client.getGasPrice();
    const ethToFusd = await quote(ETH, fusd.caip, amount);
    const expected = formula(amount, ethIn, fusdOut);
    expect(ethToFusd).toMatchObject({
      fromAccount: ETH,
      fromAmount: amount.toString(),
      toAccount: fusd.caip,
      toAmount: expected.toString(),
      minimumOut: ((expected * 99n) / 100n).toString(),
      fee: ((amount * 30n) / 10_000n).toString(),
      path: [ETH, fusd.caip],
    });
    // 0.1 ETH in a 100 ETH pool: about 0.1 % price impact (fee aside), well under 1 %.
    const impact = 100 * (1 - (Number(expected) * Number(ethIn)) / (Number(amount) * 0.997 * Number(fusdOut)));
    expect(ethToFusd.priceImpact).toBeCloseTo(impact, 3);
    expect(ethToFusd.priceImpact).toBeGreaterThan(0.05);
    expect(ethToFusd.priceImpact).toBeLessThan(1);
    expect(BigInt(ethToFusd.networkFee)).toBe(BigInt(ethToFusd.gas) * gasPrice);
    expect(Date.parse(ethToFusd.expiresAt) - Date.parse(ethToFusd.quotedAt)).toBe(SWAP_QUOTE_VALIDITY_MS);
    expect(Math.abs(Date.parse(ethToFusd.quotedAt) - Date.now())).toBeLessThan(10_000);
    expect(ethToFusd.id).toMatch(/^[0-9a-f]{32}$/);

    const hundred = parseUnits('100', 6);
    const fusdToEth = await quote(fusd.caip, ETH, hundred);
    const [fusdIn, ethOut] = await reserves(fusd.address, weth.address);
    expect(fusdToEth).toMatchObject({ toAmount: formula(hundred, fusdIn, ethOut).toString(), path: [fusd.caip, ETH] });

    // A given gas price prices the network fee.
    const priced = await get<{ quotes: ConvertQuote[] }>('/v1/convert/quotes', { from: ETH, to: fusd.caip, amount: amount.toString(), userAddress: user(trader), gasPrice: '7' });
    expect(priced.body.quotes[0]?.networkFee).toBe((BigInt(ethToFusd.gas) * 7n).toString());

    // Token → token: the better of the direct pool and two hops through WETH (the direct one while prices agree).
    const [direct, viaWeth] = await Promise.all([
      reserves(fusd.address, foy.address).then(([rIn, rOut]) => formula(hundred, rIn, rOut)),
      Promise.all([reserves(fusd.address, weth.address), reserves(weth.address, foy.address)]).then(([[r1, r2], [r3, r4]]) => formula(formula(hundred, r1, r2), r3, r4)),
    ]);
    const fusdToFoy = await quote(fusd.caip, foy.caip, hundred);
    expect(direct).toBeGreaterThan(viaWeth);
    expect(fusdToFoy).toMatchObject({ toAmount: direct.toString(), path: [fusd.caip, foy.caip] });
  });

  it('settles a built ETH → fUSD swap on chain: exactly the quote, at least the minimum, before the deadline', async () => {
    const amount = parseEther('0.1');
    const built = await build(ETH, fusd.caip, amount);
    const [ethIn, fusdOut] = await reserves(weth.address, fusd.address);
    expect(built.quote?.toAmount).toBe(formula(amount, ethIn, fusdOut).toString());
    expect(built.minimumOut).toBe(((BigInt(built.quote?.toAmount ?? 0) * 99n) / 100n).toString());
    expect(built.tx).toMatchObject({ from: trader.address, to: FOYER_DEV_AMM.router, value: amount.toString() });
    expect(built.deadline).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS - 10);
    expect(built.deadline).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS);

    const before = await balanceOf(fusd.address, trader.address);
    const receipt = await send(trader, built.tx);
    expect(receipt.status).toBe('success');
    const received = (await balanceOf(fusd.address, trader.address)) - before;
    expect(received).toBe(BigInt(built.quote?.toAmount ?? 0));
    expect(received).toBeGreaterThanOrEqual(BigInt(built.minimumOut ?? 0));
    // The quote's gas covers what the swap used.
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(built.quote?.gas ?? 0));
  });

  it('an approval built by build-approve raises the allowance; fUSD → ETH then settles', async () => {
    const allowance = () => get<AllowanceResponse>('/v1/convert/allowance', { tokenAddress: fusd.caip, userAddress: user(trader) });
    expect(await allowance()).toEqual({ status: 200, body: { allowance: '0' } });
    // The native currency never needs one.
    expect((await get<AllowanceResponse>('/v1/convert/allowance', { tokenAddress: ETH, userAddress: user(trader) })).body.allowance).toBe(((1n << 256n) - 1n).toString());

    const amount = parseUnits('50', 6);
    const approval = await get<ConvertTransactionResponse>('/v1/convert/build-approve', { from: fusd.caip, to: ETH, userAddress: user(trader), amount: amount.toString() });
    expect(approval.body.tx).toMatchObject({ from: trader.address, to: fusd.address, value: '0' });
    expect((await send(trader, approval.body.tx)).status).toBe('success');
    expect((await allowance()).body.allowance).toBe(amount.toString());
    expect(await client.readContract({ address: fusd.address, abi: erc20Abi, functionName: 'allowance', args: [trader.address, FOYER_DEV_AMM.router as Address] })).toBe(amount);

    const built = await build(fusd.caip, ETH, amount);
    const ethBefore = await client.getBalance({ address: trader.address });
    const receipt = await send(trader, built.tx);
    expect(receipt.status).toBe('success');
    const ethAfter = await client.getBalance({ address: trader.address });
    expect(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice).toBe(BigInt(built.quote?.toAmount ?? 0));
    expect((await allowance()).body.allowance).toBe('0');
    // N18: exactly the amount asked for, never an unlimited allowance.
    await approve(trader, fusd.caip, ETH, 1234n);
    expect((await allowance()).body.allowance).toBe('1234');
  });

  it('token → token needs an approval first: built before it, the swap reverts; after it, it settles', async () => {
    const amount = parseEther('100');
    // The trader's FOY comes from a swap; FOY → fUSD has no allowance yet.
    expect((await send(trader, (await build(ETH, foy.caip, parseEther('0.1'))).tx)).status).toBe('success');
    const early = await build(foy.caip, fusd.caip, amount);
    // The estimate reverts (no allowance): the answer still carries a transaction, with the fixed limit.
    expect(early.tx.eip155.gas).toBe(((BigInt(early.quote?.gas ?? 0) * 3n) / 2n).toString());
    expect((await send(trader, early.tx)).status).toBe('reverted');

    await approve(trader, foy.caip, fusd.caip, amount);
    const built = await build(foy.caip, fusd.caip, amount);
    const before = await balanceOf(fusd.address, trader.address);
    expect((await send(trader, built.tx)).status).toBe('success');
    expect((await balanceOf(fusd.address, trader.address)) - before).toBe(BigInt(built.quote?.toAmount ?? 0));
  });

  it('a swap whose minimum out cannot be met any more (another swap moved the price first) reverts', async () => {
    const built = await build(ETH, foy.caip, parseEther('1'));
    // A rival buys 5 ETH of FOY first: the price moves by far more than the 1 % slippage.
    const rivalry = await build(ETH, foy.caip, parseEther('5'), {}, rival);
    expect((await send(rival, rivalry.tx)).status).toBe('success');
    const before = await balanceOf(foy.address, trader.address);
    expect((await send(trader, built.tx)).status).toBe('reverted');
    expect(await balanceOf(foy.address, trader.address)).toBe(before);
    // With the most slippage allowed (5 %) the same swap, built again, goes through above its (lower) minimum.
    const tolerant = await build(ETH, foy.caip, parseEther('1'), { eip155: { slippage: SWAP_MAX_SLIPPAGE_PERCENT }, disableEstimate: true });
    expect(BigInt(tolerant.minimumOut ?? 0)).toBe((BigInt(tolerant.quote?.toAmount ?? 0) * 95n) / 100n);
    expect((await send(trader, tolerant.tx)).status).toBe('success');
  });

  it('routes through WETH when the direct pool is worse: the quote chains the formula over both pools', async () => {
    // Skew the direct FOY/fUSD pool: 200,000 fUSD sold into it makes FOY dear there.
    const pool = poolOf(fusd.address, foy.address);
    const owners = createWalletClient({ account: owner, chain: foundry, transport: http(anvil.url) });
    const [fusdIn, foyOut] = await reserves(fusd.address, foy.address);
    const sold = parseUnits('200000', 6);
    await client.waitForTransactionReceipt({ hash: await owners.writeContract({ address: fusd.address, abi: foyerTokenArtifact.abi, functionName: 'mint', args: [pool, sold] }) });
    const out = formula(sold, fusdIn, foyOut);
    const [amount0Out, amount1Out] = foy.address.toLowerCase() < fusd.address.toLowerCase() ? [out, 0n] : [0n, out];
    await client.waitForTransactionReceipt({
      hash: await owners.writeContract({ address: pool, abi: foyerPairArtifact.abi, functionName: 'swap', args: [amount0Out, amount1Out, rival.address] }),
    });

    const amount = parseUnits('10', 6);
    const [[r1, r2], [r3, r4]] = await Promise.all([reserves(fusd.address, weth.address), reserves(weth.address, foy.address)]);
    const hop = formula(amount, r1, r2);
    const viaWeth = formula(hop, r3, r4);
    const [d1, d2] = await reserves(fusd.address, foy.address);
    expect(viaWeth).toBeGreaterThan(formula(amount, d1, d2));
    const twoHops = await quote(fusd.caip, foy.caip, amount);
    expect(twoHops).toMatchObject({ toAmount: viaWeth.toString(), path: [fusd.caip, weth.caip, foy.caip], fee: (amount - (amount * 9970n * 9970n) / 100_000_000n).toString() });

    // And it settles at exactly that (after an approval of exactly the amount).
    await approve(trader, fusd.caip, foy.caip, amount);
    const built = await build(fusd.caip, foy.caip, amount);
    const before = await balanceOf(foy.address, trader.address);
    const receipt = await send(trader, built.tx);
    expect(receipt.status).toBe('success');
    expect((await balanceOf(foy.address, trader.address)) - before).toBe(viaWeth);
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(twoHops.gas));
  });

  it('gas prices come from the node (×1, ×1.2, ×1.5) on swap networks it serves', async () => {
    const gasPrice = await client.getGasPrice();
    const expected = { standard: gasPrice.toString(), fast: ((gasPrice * 12n) / 10n).toString(), instant: ((gasPrice * 15n) / 10n).toString() };
    expect(await get<GasPriceResponse>('/v1/convert/gas-price', { chainId: DEV })).toEqual({ status: 200, body: expected });
    expect(await get<GasPriceResponse>('/v1/convert/gas-price', { chainId: 'eip155:1' })).toEqual({ status: 200, body: expected });
  });

  it('answers the two spec §8 messages off the swap networks', async () => {
    const swaps = { status: 400, body: { error: { code: 'CONVERT_NETWORK_NOT_SUPPORTED', message: CONVERT_ERROR_MESSAGES.swapsNetworkNotSupported } } };
    expect(CONVERT_ERROR_MESSAGES.swapsNetworkNotSupported).toBe('Network not supported for Swaps');
    expect(CONVERT_ERROR_MESSAGES.gasPriceNetworkNotSupported).toBe('Network not supported for Gas Price');
    for (const chainId of ['eip155:11155111', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:0x1', 'nonsense']) {
      expect(await get('/v1/convert/tokens', { chainId })).toEqual(swaps);
      expect(await get('/v1/convert/gas-price', { chainId })).toEqual({
        status: 400,
        body: { error: { code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Gas Price' } },
      });
    }
    const sepolia = `eip155:11155111:${trader.address}`;
    expect(await get('/v1/convert/quotes', { from: `eip155:11155111:${NATIVE_TOKEN_PSEUDO_ADDRESS}`, to: `eip155:11155111:${fusd.address}`, amount: '1', userAddress: sepolia })).toEqual(swaps);
    expect(await get('/v1/convert/allowance', { tokenAddress: `eip155:11155111:${fusd.address}`, userAddress: sepolia })).toEqual(swaps);
    expect(await post({ projectId: 'foyer-demo', from: `eip155:11155111:${fusd.address}`, to: `eip155:11155111:${foy.address}`, amount: '1', userAddress: sepolia })).toEqual(swaps);
  });

  it('answers every bad input with 4xx JSON and a precise code', async () => {
    const base = { from: ETH, to: fusd.caip, amount: parseEther('0.01').toString(), userAddress: user(trader) };
    const quotes: [Record<string, string>, number, string][] = [
      [{ ...base, to: `${DEV}:0x0000000000000000000000000000000000000001` }, 400, 'CONVERT_UNKNOWN_TOKEN'],
      [{ ...base, to: zero.caip }, 400, 'CONVERT_UNKNOWN_TOKEN'],
      [{ ...base, from: `eip155:1:${NATIVE_TOKEN_PSEUDO_ADDRESS}`, to: `eip155:1:${fusd.address}`, userAddress: `eip155:1:${trader.address}` }, 400, 'CONVERT_UNKNOWN_TOKEN'],
      [{ ...base, to: ETH }, 400, 'CONVERT_SAME_TOKEN'],
      [{ ...base, to: weth.caip }, 400, 'CONVERT_SAME_TOKEN'],
      [{ ...base, from: fusd.caip.toLowerCase(), to: fusd.caip }, 400, 'CONVERT_SAME_TOKEN'],
      [{ ...base, amount: '0' }, 400, 'CONVERT_INVALID_AMOUNT'],
      [{ ...base, amount: '-5' }, 400, 'CONVERT_INVALID_AMOUNT'],
      [{ ...base, amount: '1.5' }, 400, 'CONVERT_INVALID_AMOUNT'],
      [{ ...base, amount: '1e18' }, 400, 'CONVERT_INVALID_AMOUNT'],
      [{ ...base, amount: '0x10' }, 400, 'CONVERT_INVALID_AMOUNT'],
      [{ ...base, amount: (1n << 256n).toString() }, 400, 'CONVERT_INVALID_AMOUNT'],
      [{ ...base, amount: '9'.repeat(200) }, 400, 'CONVERT_INVALID_AMOUNT'],
      // One base unit of FOY buys nothing.
      [{ ...base, from: foy.caip, amount: '1' }, 400, 'CONVERT_INVALID_AMOUNT'],
      // More than the pool holds.
      [{ ...base, amount: parseEther('150').toString() }, 422, 'CONVERT_INSUFFICIENT_LIQUIDITY'],
      [{ ...base, amount: ((1n << 256n) - 1n).toString() }, 422, 'CONVERT_INSUFFICIENT_LIQUIDITY'],
      [{ ...base, from: `${DEV}:0x1234` }, 400, 'INVALID_ADDRESS'],
      [{ ...base, to: `${DEV}:${fusd.address.replace('e1c', 'E1c')}` }, 400, 'INVALID_ADDRESS'],
      [{ ...base, from: NATIVE_TOKEN_PSEUDO_ADDRESS }, 400, 'INVALID_ADDRESS'],
      [{ ...base, userAddress: trader.address }, 400, 'INVALID_ADDRESS'],
      [{ ...base, userAddress: `eip155:1:${trader.address}` }, 400, 'INVALID_ADDRESS'],
      [{ ...base, gasPrice: '-1' }, 400, 'INVALID_PARAMETER'],
      [{ from: ETH, to: fusd.caip, userAddress: user(trader) }, 400, 'INVALID_PARAMETER'],
    ];
    for (const [params, status, code] of quotes) {
      const result = await get('/v1/convert/quotes', params);
      expect({ params, status: result.status, body: result.body }).toMatchObject({ params, status, body: { error: { code, message: expect.any(String) } } });
    }

    const builds: [Json, number, string][] = [
      [{ eip155: { slippage: 0 } }, 400, 'CONVERT_INVALID_SLIPPAGE'],
      [{ eip155: { slippage: -1 } }, 400, 'CONVERT_INVALID_SLIPPAGE'],
      [{ eip155: { slippage: 5.5 } }, 400, 'CONVERT_INVALID_SLIPPAGE'],
      // N18: the old cap of 50 % let a sandwich take half the swap.
      [{ eip155: { slippage: 50 } }, 400, 'CONVERT_INVALID_SLIPPAGE'],
      [{ amount: '0' }, 400, 'CONVERT_INVALID_AMOUNT'],
      [{ to: `${DEV}:0x0000000000000000000000000000000000000001` }, 400, 'CONVERT_UNKNOWN_TOKEN'],
      [{ userAddress: 'eip155:31337:0xnothex' }, 400, 'INVALID_ADDRESS'],
      [{ amount: parseEther('1000').toString() }, 422, 'CONVERT_INSUFFICIENT_LIQUIDITY'],
    ];
    for (const [extra, status, code] of builds) {
      const result = await post({ projectId: 'foyer-demo', ...base, ...extra });
      expect({ extra, status: result.status, body: result.body }).toMatchObject({ extra, status, body: { error: { code } } });
    }
    // The project may come in the body alone; a missing or unknown one is refused.
    expect((await post({ projectId: 'foyer-demo', ...base }, '')).status).toBe(200);
    expect(await post({ ...base }, '')).toMatchObject({ status: 400, body: { error: { code: 'MISSING_PROJECT_ID' } } });
    expect(await post({ ...base, projectId: 'nobody' }, '')).toMatchObject({ status: 403, body: { error: { code: 'INVALID_PROJECT_ID' } } });

    const approvals: [Record<string, string>, number, string][] = [
      [{ from: ETH, to: fusd.caip, userAddress: user(trader) }, 400, 'CONVERT_NATIVE_NEEDS_NO_APPROVAL'],
      [{ from: fusd.caip, to: fusd.caip, userAddress: user(trader) }, 400, 'CONVERT_SAME_TOKEN'],
      [{ from: zero.caip, to: fusd.caip, userAddress: user(trader) }, 400, 'CONVERT_UNKNOWN_TOKEN'],
      [{ from: fusd.caip, to: ETH, userAddress: user(trader), amount: '-1' }, 400, 'CONVERT_INVALID_AMOUNT'],
      // N18: no amount, no unlimited allowance.
      [{ from: fusd.caip, to: ETH, userAddress: user(trader) }, 400, 'CONVERT_INVALID_AMOUNT'],
    ];
    for (const [params, status, code] of approvals) {
      const result = await get('/v1/convert/build-approve', params);
      expect({ params, status: result.status, body: result.body }).toMatchObject({ params, status, body: { error: { code } } });
    }
    expect(await get('/v1/convert/allowance', { tokenAddress: 'not-caip', userAddress: user(trader) })).toMatchObject({ status: 400, body: { error: { code: 'INVALID_ADDRESS' } } });
    expect(await get('/v1/convert/allowance', { tokenAddress: zero.caip, userAddress: user(trader) })).toMatchObject({ status: 400, body: { error: { code: 'CONVERT_UNKNOWN_TOKEN' } } });
    // A swap network the services have no node for.
    expect(await get('/v1/convert/gas-price', { chainId: 'eip155:10' })).toMatchObject({ status: 400, body: { error: { code: 'UNSUPPORTED_CHAIN' } } });
    // Without a project.
    const bare = await api.get(`/v1/convert/tokens?chainId=${DEV}`);
    expect(bare.status).toBe(400);
    expect(bare.json()).toMatchObject({ error: { code: 'MISSING_PROJECT_ID' } });
  });
});

describe('the convert service before the dev chain is seeded', () => {
  let anvil: RunningAnvil;
  let api: TestApi;

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    api = await startTestApi({ database: ':memory:', rpcUrl: anvil.url });
  }, 30_000);

  afterAll(async () => {
    await api?.close();
    await anvil?.stop();
  });

  it('answers 404 CONVERT_NO_POOL rather than a made-up quote', async () => {
    const result = await api.get(`/v1/convert/quotes?${QUERY}&${new URLSearchParams({ from: ETH, to: fusd.caip, amount: '1000', userAddress: user(trader) }).toString()}`);
    expect(result.status).toBe(404);
    expect(result.json()).toMatchObject({ error: { code: 'CONVERT_NO_POOL' } });
  });
});
