import { http, HttpResponse, type HttpHandler } from 'msw';
import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_TOKENS, foyerDevChain, foyerDevSolana, type TokenBalance } from '@foyer/kernel';
import { TEST_API_URL } from '@foyer/kernel/test';

export const EVM_0 = FOYER_DEV_EVM_ACCOUNTS[0];
export const EVM_1 = FOYER_DEV_EVM_ACCOUNTS[1];
export const SOLANA_0 = FOYER_DEV_SOLANA_ADDRESSES[0];
export const SOLANA_1 = FOYER_DEV_SOLANA_ADDRESSES[1];

const devToken = (symbol: string, caipNetworkId: string) => {
  const token = FOYER_DEV_TOKENS.find((candidate) => candidate.symbol === symbol && candidate.caipNetworkId === caipNetworkId);
  if (!token) throw new Error(`no dev token ${symbol} on ${caipNetworkId}`);
  return token;
};

function balance(symbol: string, name: string, chainId: string, decimals: number, numeric: string, price: number, address?: string): TokenBalance {
  return {
    name,
    symbol,
    chainId,
    ...(address ? { address: `${chainId}:${address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: '',
  };
}

const EVM = foyerDevChain.caipNetworkId;
const SOL = foyerDevSolana.caipNetworkId;

/** What the balance endpoint answers for dev account 0 on each dev network (ZERO has 0 decimals: filtered). */
export const BALANCES: Record<string, TokenBalance[]> = {
  [EVM]: [
    balance('ETH', 'Ether', EVM, 18, '10000.0', 3000),
    balance('fUSD', 'Foyer USD', EVM, 6, '1234.56', 1, devToken('fUSD', EVM).address),
    balance('FOY', 'Foyer Token', EVM, 18, '1000.0', 0.5, devToken('FOY', EVM).address),
    balance('ZERO', 'Zero Decimals', EVM, 0, '7', 1, devToken('ZERO', EVM).address),
  ],
  [SOL]: [balance('SOL', 'Solana', SOL, 9, '1000.0', 150), balance('fUSD', 'Foyer USD', SOL, 6, '500.0', 1, devToken('fUSD', SOL).address)],
};

export type BalanceRequest = { address: string; chainId: string | null; forceUpdate: string | null };

/** msw handler of the balance endpoint answering `BALANCES` by chain; `requests` records each ask. */
export function balancesHandler(requests: BalanceRequest[] = [], balances = BALANCES): HttpHandler {
  return http.get(`${TEST_API_URL}/v1/account/:address/balance`, ({ params, request }) => {
    const url = new URL(request.url);
    const chainId = url.searchParams.get('chainId');
    requests.push({ address: String(params['address']), chainId, forceUpdate: url.searchParams.get('forceUpdate') });
    return HttpResponse.json({ balances: balances[chainId ?? ''] ?? [] });
  });
}

export type RpcCall = { chainId: string | null; method: string; params: unknown };

/**
 * msw handler of the services' RPC proxy (`POST /v1/?chainId=`): answers each method from `answers`
 * (a value or a function of the params), JSON-RPC error -32601 otherwise; `calls` records each call.
 */
export function rpcProxyHandler(answers: Record<string, unknown>, calls: RpcCall[] = []): HttpHandler {
  return http.post(`${TEST_API_URL}/v1/`, async ({ request }) => {
    const body = (await request.json()) as { id: number; method: string; params: unknown };
    calls.push({ chainId: new URL(request.url).searchParams.get('chainId'), method: body.method, params: body.params });
    if (!(body.method in answers)) return HttpResponse.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: `no ${body.method}` } });
    const answer = answers[body.method];
    return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: typeof answer === 'function' ? (answer as (params: unknown) => unknown)(body.params) : answer });
  });
}

/** A name registered for both families, as `GET /v1/profile/account/{name}` answers it. */
export function namesHandler(registered: Record<string, Record<string, string>>): HttpHandler {
  return http.get(`${TEST_API_URL}/v1/profile/account/:name`, ({ params }) => {
    const name = String(params['name']);
    const addresses = registered[name];
    return HttpResponse.json({
      name,
      domain: 'names.test.example',
      available: addresses === undefined,
      registered: addresses
        ? { name, addresses: Object.fromEntries(Object.entries(addresses).map(([coin, address]) => [coin, { address, created: '2026-01-01T00:00:00.000Z' }])), attributes: {}, createdAt: '2026-01-01T00:00:00.000Z' }
        : null,
    });
  });
}
