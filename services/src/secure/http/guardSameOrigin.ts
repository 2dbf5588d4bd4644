import type { FastifyInstance } from 'fastify';
import { SecureSiteError } from '../SecureSiteError.js';

/**
 * Closes `/api/*` to other origins: no CORS headers are ever sent, a request whose `Origin` is not the secure site
 * or whose `Sec-Fetch-Site` is not same-origin is refused (403), and POST bodies must be JSON (so a cross-origin
 * form or "simple" request cannot reach a handler).
 */
export function guardSameOrigin(app: FastifyInstance, siteOrigin: () => string): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
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
