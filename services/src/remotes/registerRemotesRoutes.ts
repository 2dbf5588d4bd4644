import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../errors/ServiceError.js';
import { sendStaticFile } from '../http/sendStaticFile.js';

const FEATURE_NAME = /^[a-z][a-zA-Z0-9_-]{0,31}$/;

type RemoteParams = { feature: string; '*': string };

function isDirectory(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

/**
 * Serves each remote's build, `remotesDir/<feature>/dist/<file>`, at `/remotes/<feature>/<file>`
 * (remoteEntry.js revalidated on every use, content-hashed chunks immutable). Unknown features, missing
 * files, directories, dotfiles and paths leaving `dist` answer 404 JSON.
 */
export function registerRemotesRoutes(app: FastifyInstance, deps: { remotesDir: string }): void {
  app.get<{ Params: RemoteParams }>('/remotes/:feature/*', async (request, reply) => {
    const { feature, '*': file } = request.params;
    const dist = path.join(deps.remotesDir, feature, 'dist');
    if (!FEATURE_NAME.test(feature) || !isDirectory(dist)) {
      throw new ServiceError(404, 'NOT_FOUND', `No remote '${feature}' is built (expected ${feature}/dist)`);
    }
    if (!(await sendStaticFile(request, reply, dist, file))) throw new ServiceError(404, 'NOT_FOUND', `No file '${file}' in remote '${feature}'`);
    return reply;
  });
}
