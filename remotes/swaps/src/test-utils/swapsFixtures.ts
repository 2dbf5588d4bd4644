import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CONVERT_PATHS,
  FOYER_DEV_EVM_ACCOUNTS,
  FOYER_DEV_TOKENS,
  foyerDevChain,
  NATIVE_TOKEN_PSEUDO_ADDRESS,
  SWAP_QUOTE_VALIDITY_MS,
  type ConvertQuote,
  type ConvertToken,
  type TokenBalance,
} from '@foyer/kernel';
import { TEST_API_URL } from '@foyer/kernel/test';

export const EVM_0 = FOYER_DEV_EVM_ACCOUNTS[0];
export const CHAIN = foyerDevChain.caipNetworkId;
export const USER = `${CHAIN}:${EVM_0}` as const;
export const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

const devToken = (symbol: string) => {
  const token = FOYER_DEV_TOKENS.find((candidate) => candidate.symbol === symbol && candidate.caipNetworkId === CHAIN);
  if (!token) throw new Error(`no dev token ${symbol}`);
  return token;
};

function convertToken(name: string, symbol: string, address: string, decimals: number, price: number): ConvertToken {
  return { name, symbol, address: `${CHAIN}:${address}`, decimals, logoUri: '', price, eip2612: false };
}

/** What `GET /v1/convert/tokens` answers on the dev chain: the native currency first, then the seeded tokens. */
export const TOKENS: Record<string, ConvertToken> = {
  ETH: convertToken('Ether', 'ETH', NATIVE_TOKEN_PSEUDO_ADDRESS, 18, 3000),
  FOY: convertToken('Foyer Token', 'FOY', devToken('FOY').address, 18, 0.5),
  fUSD: convertToken('Foyer USD', 'fUSD', devToken('fUSD').address, 6, 1),
  WETH: convertToken('Wrapped Ether', 'WETH', devToken('WETH').address, 18, 3000),
};

function balance(symbol: string, name: string, decimals: number, numeric: string, address?: string): TokenBalance {
  return { name, symbol, chainId: CHAIN, ...(address ? { address: `${CHAIN}:${address}` } : {}), value: 0, price: 0, quantity: { decimals: String(decimals), numeric }, iconUrl: '' };
}

/** What the balance endpoint answers for dev account 0 (no WETH held). */
export const BALANCES: TokenBalance[] = [
  balance('ETH', 'Ether', 18, '10.0'),
  balance('fUSD', 'Foyer USD', 6, '1234.56', devToken('fUSD').address),
  balance('FOY', 'Foyer Token', 18, '1000.0', devToken('FOY').address),
];

/** USD prices in micro-dollars, for the fake pools. */
const PRICES: Record<string, bigint> = { ETH: 3_000_000_000n, WETH: 3_000_000_000n, fUSD: 1_000_000n, FOY: 500_000n };

const bySymbol = (address: string) => Object.values(TOKENS).find((token) => token.address.toLowerCase() === address.toLowerCase());

export type FakeConvertState = {
  /** Output in per-mille of the fair price (less = the pools moved against the user). */
  outputPermille: bigint;
  /** The router's allowance of each token (CAIP-10 lower-case). */
  allowances: Map<string, bigint>;
  /** The code and message the next quotes fail with. */
  quoteError?: { status: number; code: string; message: string };
};

export type ConvertRequest = { path: string; params: Record<string, string>; body?: unknown; at: number };

/**
 * A fake convert service over msw: quotes from a price table (× `outputPermille`, 1 % slippage for the
 * minimum), allowances, approvals and swaps built from the current state (the swap's calldata carries its
 * minimum out, so a rebuilt swap differs), the balance endpoint and the RPC proxy's receipts (mined, status 1).
 */
export function fakeConvertService() {
  const state: FakeConvertState = { outputPermille: 997n, allowances: new Map() };
  const requests: ConvertRequest[] = [];
  const record = (path: string, request: Request, body?: unknown) =>
    requests.push({ path, params: Object.fromEntries(new URL(request.url).searchParams), ...(body === undefined ? {} : { body }), at: Date.now() });

  const quoteFor = (amount: string, from: string, to: string): ConvertQuote => {
    const sold = bySymbol(from);
    const bought = bySymbol(to);
    if (!sold || !bought) throw new Error('unknown token');
    const fair = (BigInt(amount) * PRICES[sold.symbol]! * 10n ** BigInt(bought.decimals)) / (PRICES[bought.symbol]! * 10n ** BigInt(sold.decimals));
    const toAmount = (fair * state.outputPermille) / 1000n;
    const now = Date.now();
    return {
      id: `q-${requests.length}`,
      fromAccount: from,
      fromAmount: amount,
      toAccount: to,
      toAmount: toAmount.toString(),
      minimumOut: ((toAmount * 99n) / 100n).toString(),
      priceImpact: 0.12,
      fee: ((BigInt(amount) * 3n) / 1000n).toString(),
      path: [from, to],
      gas: '120000',
      networkFee: '120000000000000',
      quotedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SWAP_QUOTE_VALIDITY_MS).toISOString(),
    };
  };

  const handlers: HttpHandler[] = [
    http.get(`${TEST_API_URL}${CONVERT_PATHS.tokens}`, ({ request }) => {
      record(CONVERT_PATHS.tokens, request);
      return HttpResponse.json({ tokens: Object.values(TOKENS) });
    }),
    http.get(`${TEST_API_URL}${CONVERT_PATHS.quotes}`, ({ request }) => {
      record(CONVERT_PATHS.quotes, request);
      if (state.quoteError) return HttpResponse.json({ error: { code: state.quoteError.code, message: state.quoteError.message } }, { status: state.quoteError.status });
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({ quotes: [quoteFor(params.get('amount') ?? '0', params.get('from') ?? '', params.get('to') ?? '')] });
    }),
    http.get(`${TEST_API_URL}${CONVERT_PATHS.allowance}`, ({ request }) => {
      record(CONVERT_PATHS.allowance, request);
      const token = new URL(request.url).searchParams.get('tokenAddress') ?? '';
      return HttpResponse.json({ allowance: (state.allowances.get(token.toLowerCase()) ?? 0n).toString() });
    }),
    http.get(`${TEST_API_URL}${CONVERT_PATHS.buildApprove}`, ({ request }) => {
      record(CONVERT_PATHS.buildApprove, request);
      const params = new URL(request.url).searchParams;
      const token = (params.get('from') ?? '').split(':')[2] ?? '';
      const amount = BigInt(params.get('amount') ?? '0');
      const data = `0x095ea7b3${ROUTER.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}` as const;
      return HttpResponse.json({ tx: { from: EVM_0, to: token, data, value: '0', eip155: { gas: '60000', gasPrice: '1000000000' } } });
    }),
    http.post(`${TEST_API_URL}${CONVERT_PATHS.buildTransaction}`, async ({ request }) => {
      const body = (await request.json()) as { amount: string; from: string; to: string };
      record(CONVERT_PATHS.buildTransaction, request, body);
      const quote = quoteFor(body.amount, body.from, body.to);
      const native = bySymbol(body.from)?.symbol === 'ETH';
      const data = `0x5c11d795${BigInt(quote.minimumOut).toString(16).padStart(64, '0')}` as const;
      return HttpResponse.json({
        tx: { from: EVM_0, to: ROUTER, data, value: native ? body.amount : '0', eip155: { gas: '150000', gasPrice: '1000000000' } },
        quote,
        minimumOut: quote.minimumOut,
        deadline: Math.floor(Date.now() / 1000) + 1200,
      });
    }),
    http.get(`${TEST_API_URL}/v1/account/:address/balance`, ({ request }) => {
      record('balance', request);
      return HttpResponse.json({ balances: BALANCES });
    }),
    http.post(`${TEST_API_URL}/v1/`, async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string };
      record(`rpc:${body.method}`, request, body);
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: body.method === 'eth_getTransactionReceipt' ? { status: '0x1' } : null });
    }),
  ];
  return { state, requests, handlers, quoteFor, paths: (path: string) => requests.filter((request) => request.path === path) };
}
