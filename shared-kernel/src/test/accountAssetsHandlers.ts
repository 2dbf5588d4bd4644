import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Nft } from '../types/nft.js';
import type { TokenBalance } from '../types/token.js';
import type { Transaction } from '../types/transaction.js';
import { TEST_API_URL } from './testEndpoints.js';

const failure = (status: number) => HttpResponse.json({ error: { code: 'NODE_UNREACHABLE', message: 'Node unreachable' } }, { status });

/** msw handler for the balance endpoint answering `balances` (native and tokens), or `status` as an error. */
export function tokenBalancesHandler({ balances = [], status }: { balances?: readonly TokenBalance[]; status?: number } = {}): HttpHandler {
  return http.get(`${TEST_API_URL}/v1/account/:address/balance`, () => (status ? failure(status) : HttpResponse.json({ balances })));
}

/** msw handler for the NFTs endpoint answering `items` in one page, or `status` as an error. */
export function nftsHandler({ items = [], status }: { items?: readonly Nft[]; status?: number } = {}): HttpHandler {
  return http.get(`${TEST_API_URL}/v1/account/:address/nfts`, () => (status ? failure(status) : HttpResponse.json({ data: items, next: null })));
}

export type HistoryRequest = { account: string; chainId: string | null; cursor: string | null; limit: number };

/**
 * msw handler for the history endpoint paging through `transactions` by `limit` (the cursor is the next index), or
 * answering `status` as an error; `requests` records what was asked.
 */
export function historyHandler({
  transactions = [],
  status,
  requests = [],
}: { transactions?: readonly Transaction[]; status?: number; requests?: HistoryRequest[] } = {}): HttpHandler {
  return http.get(`${TEST_API_URL}/v1/account/:account/history`, ({ params, request }) => {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? '20');
    const cursor = url.searchParams.get('cursor');
    requests.push({ account: String(params['account']), chainId: url.searchParams.get('chainId'), cursor, limit });
    if (status) return failure(status);
    const start = Number(cursor ?? '0');
    const end = start + limit;
    return HttpResponse.json({ data: transactions.slice(start, end), next: end < transactions.length ? String(end) : null });
  });
}
