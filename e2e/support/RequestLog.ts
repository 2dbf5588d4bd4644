import type { BrowserContext, Request } from '@playwright/test';
import { isLoopbackUrl } from './isLoopbackUrl.js';

export interface LoggedRequest {
  url: string;
  method: string;
  postData: string | null;
}

interface RpcCall {
  method?: unknown;
  params?: unknown;
}

/** Every request the pages of one browser context made, in order (including aborted and routed ones). */
export class RequestLog {
  readonly entries: LoggedRequest[] = [];

  /** Records the context's requests from now on; off-loopback requests are recorded, then aborted. */
  async attach(context: BrowserContext): Promise<void> {
    context.on('request', (request: Request) => {
      this.entries.push({ url: request.url(), method: request.method(), postData: request.postData() });
    });
    await context.route((url) => !isLoopbackUrl(url), (route) => route.abort('blockedbyclient'));
  }

  urls(pattern?: RegExp): string[] {
    const urls = this.entries.map((entry) => entry.url);
    return pattern ? urls.filter((url) => pattern.test(url)) : urls;
  }

  offLoopback(): string[] {
    return this.urls().filter((url) => !isLoopbackUrl(url));
  }

  /** Query parameters of each catalogue `GET /getWallets` call. */
  getWalletsQueries(): URLSearchParams[] {
    return this.urls()
      .map((url) => new URL(url))
      .filter((url) => url.pathname.endsWith('/getWallets'))
      .map((url) => url.searchParams);
  }

  /** Params of each JSON-RPC call of `method` posted to `endpoint` (single or batched). */
  rpcParams(endpoint: string, method: string): unknown[][] {
    const base = endpoint.replace(/\/+$/, '');
    return this.entries
      .filter((entry) => entry.method === 'POST' && entry.url.replace(/\/+$/, '') === base && entry.postData)
      .flatMap((entry) => {
        const body = JSON.parse(entry.postData ?? 'null') as RpcCall | RpcCall[];
        return Array.isArray(body) ? body : [body];
      })
      .filter((call) => call.method === method && Array.isArray(call.params))
      .map((call) => call.params as unknown[]);
  }
}
