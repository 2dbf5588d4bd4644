import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../errors/ServiceError.js';
import { sendStaticFile } from '../http/sendStaticFile.js';

/**
 * Serves the dev web wallet (a WalletConnect wallet for pairing by hand, `services/wallet-page`)
 * from `walletPageDir` at `/wallet/` (its `index.html`) and `/wallet/<file>`. `/wallet` redirects
 * to `/wallet/` so relative asset URLs resolve. Answers 404 JSON when the page is not built.
 * @example
 * registerWalletPageRoutes(app, { walletPageDir: 'services/wallet-page/dist' })
 */
export function registerWalletPageRoutes(app: FastifyInstance, deps: { walletPageDir: string }): void {
  const notBuilt = () => new ServiceError(404, 'NOT_FOUND', 'The dev wallet page is not built (npm run build)');
  app.get('/wallet', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/wallet/${query}`, 302);
  });
  app.get<{ Params: { '*': string } }>('/wallet/*', async (request, reply) => {
    const file = request.params['*'] || 'index.html';
    if (await sendStaticFile(request, reply, deps.walletPageDir, file)) return reply;
    throw file === 'index.html' ? notBuilt() : new ServiceError(404, 'NOT_FOUND', `No file '${file}' in the dev wallet page`);
  });
}
