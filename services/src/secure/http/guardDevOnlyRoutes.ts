import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../../options/isLoopbackHost.js';
import { SecureSiteError } from '../SecureSiteError.js';

// The development mailbox and the LOCAL identity provider: they hand out codes and identities to whoever asks.
const DEV_ONLY_PREFIXES = ['/dev/', '/idp/'];
// proxy-addr reads none of these, so no trusted-proxy setting can vouch for the client behind them.
const UNVERIFIABLE_HEADERS = ['forwarded', 'via'];
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host'];

function isDevOnly(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // judged on the raw path
  }
  return DEV_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix) || decoded.startsWith(prefix));
}

/**
 * Development mode: the dev-only routes answer only a client on this machine (review N13). The site binds loopback,
 * but a same-host reverse proxy (nginx passes `Host: 127.0.0.1:3020`) would put them on the internet: a request
 * carrying `Forwarded` or `Via` is refused (403), and one carrying `X-Forwarded-For` or `X-Forwarded-Host` too unless
 * a trusted proxy (`trustProxy`) says the client itself is on loopback (scripts/cluster.ts).
 */
export function guardDevOnlyRoutes(app: FastifyInstance, trustsProxy: boolean): void {
  app.addHook('onRequest', async (request) => {
    if (!isDevOnly(request)) return;
    const has = (name: string) => request.headers[name] !== undefined;
    const forwarded = FORWARDING_HEADERS.some(has);
    if (UNVERIFIABLE_HEADERS.some(has) || (forwarded && !(trustsProxy && isLoopbackHost(request.ip.replace(/^::ffff:/i, ''))))) {
      throw new SecureSiteError(
        403,
        'FORBIDDEN',
        'Development-only routes answer direct local requests only, not forwarded ones (Forwarded, X-Forwarded-For, X-Forwarded-Host, Via)',
      );
    }
  });
}
