import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Wallet } from '../types/wallet.js';
import { TEST_API_URL } from './testEndpoints.js';

export type CatalogueRequest = { page: number; entries: number; search: string; include: string[]; exclude: string[] };

/**
 * msw handlers for the catalogue's `/getWallets` over `wallets` (the services' contract: 1-based
 * pages, search on name, include/exclude by id). `onRequest` sees every parsed request.
 * @example
 * server.use(...catalogueHandlers(catalogueWallets()))
 */
export function catalogueHandlers(wallets: readonly Wallet[], onRequest?: (request: CatalogueRequest) => void): HttpHandler[] {
  return [
    http.get(`${TEST_API_URL}/getWallets`, ({ request }) => {
      const url = new URL(request.url);
      const list = (name: string) => url.searchParams.get(name)?.split(',').filter(Boolean) ?? [];
      const parsed: CatalogueRequest = {
        page: Number(url.searchParams.get('page') ?? '1'),
        entries: Number(url.searchParams.get('entries') ?? '40'),
        search: url.searchParams.get('search') ?? '',
        include: list('include'),
        exclude: list('exclude'),
      };
      onRequest?.(parsed);
      const term = parsed.search.toLowerCase();
      const matching = wallets.filter(
        (wallet) =>
          (!term || wallet.name.toLowerCase().includes(term)) &&
          (parsed.include.length === 0 || parsed.include.includes(wallet.id)) &&
          !parsed.exclude.includes(wallet.id),
      );
      const start = (parsed.page - 1) * parsed.entries;
      return HttpResponse.json({ count: matching.length, data: matching.slice(start, start + parsed.entries) });
    }),
  ];
}
