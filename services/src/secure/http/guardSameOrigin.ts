import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { SecureSiteError } from '../SecureSiteError.js';

/**
 * Whether a request goes to an `/api/` route, judged as the router does: by the matched route, and by the decoded
 * path (the raw URL alone missed `/%61pi/...`, which the router decodes to `/api/...`: L1).
 */
function isApiRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api/')) return true;
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path).startsWith('/api/');
  } catch {
    return path.startsWith('/api/');
  }
}

/**
 * Closes `/api/*` to other origins: no CORS headers are ever sent, a request whose `Origin` is not the secure site
 * or whose `Sec-Fetch-Site` is not same-origin is refused (403), and POST bodies must be JSON (so a cross-origin
 * form or "simple" request cannot reach a handler).
 */
export function guardSameOrigin(app: FastifyInstance, siteOrigin: () => string): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if ((origin !== undefined && origin !== siteOrigin()) || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
      throw new SecureSiteError(403, 'FORBIDDEN', 'Cross-origin requests are not allowed');
    }
    if (request.method === 'POST' && !String(request.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new SecureSiteError(415, 'INVALID_REQUEST', 'Expected application/json');
    }
  });
}
