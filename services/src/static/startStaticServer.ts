import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import type { RunningServer } from '../api/startServices.js';
import { ConfigError } from '../errors/ConfigError.js';
import { ServiceError } from '../errors/ServiceError.js';
import { listenOn } from '../http/listenOn.js';
import { handleFrameworkError, registerErrorHandling } from '../http/registerErrorHandling.js';
import { sendStaticFile } from '../http/sendStaticFile.js';
import { DEFAULT_HOST, type LogLevel } from '../options/resolveServicesOptions.js';
import { addNonce, strictContentSecurityPolicy, type FoyerCspSources } from './strictContentSecurityPolicy.js';

export type StrictCspPages = {
  /** Served path -> page file of `root` served there under the policy, e.g. `{ 'csp.html': 'index.html' }`. */
  pages: Readonly<Record<string, string>>;
  /** The services the policy lets the pages reach. */
  sources: FoyerCspSources;
};

export type StaticServerOptions = {
  /** Directory to serve. */
  root: string;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** Port to bind (0 picks a free one). */
  port: number;
  /** Answer page requests (extension-less paths accepting HTML) that match no file with `index.html`. */
  spaFallback?: boolean;
  /** Name used in the port-in-use message (default "static server"). */
  name?: string;
  /** Pino log level (default warn). */
  logLevel?: LogLevel;
  /** Where the log lines (pino JSON) go; default stdout. */
  logStream?: { write(line: string): void };
  /** Pages also served under a strict Content-Security-Policy, with a fresh nonce per response. */
  strictCsp?: StrictCspPages;
};

function isPageRequest(file: string, accept: string | undefined): boolean {
  const lastSegment = file.slice(file.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && (accept === undefined || accept.includes('text/html') || accept.includes('*/*'));
}

/**
 * Serves the files of `root` on `host:port` (the demo build on 3000): `/` and `dir/` map to
 * `index.html`, hashed file names are cached for a year and the rest revalidated, misses answer 404 JSON.
 * With `strictCsp`, its pages are served again under a strict policy (a nonce on each `<script>` / `<style>`).
 *
 * @example
 * const demo = await startStaticServer({ root: 'demo/dist', port: 3000, spaFallback: true, name: 'demo' });
 */
export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new ConfigError(`Cannot serve ${root}: no such directory (build it first)`);
  }
  const host = options.host ?? DEFAULT_HOST;

  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn', ...(options.logStream ? { stream: options.logStream } : {}) },
    frameworkErrors: handleFrameworkError,
  });
  registerErrorHandling(app);
  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const requested = request.params['*'];
    const cspPage = options.strictCsp && Object.hasOwn(options.strictCsp.pages, requested) ? options.strictCsp.pages[requested] : undefined;
    if (cspPage !== undefined && options.strictCsp) {
      const nonce = randomBytes(16).toString('base64');
      const html = await readFile(path.join(root, cspPage), 'utf8');
      return reply
        .header('content-security-policy', strictContentSecurityPolicy(nonce, options.strictCsp.sources))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(addNonce(html, nonce));
    }
    const file = requested === '' || requested.endsWith('/') ? `${requested}index.html` : requested;
    if (await sendStaticFile(request, reply, root, file)) return reply;
    if (options.spaFallback && isPageRequest(requested, request.headers.accept) && (await sendStaticFile(request, reply, root, 'index.html'))) {
      return reply;
    }
    throw new ServiceError(404, 'NOT_FOUND', `No file /${requested}`);
  });

  let url: string;
  try {
    url = await listenOn(app, host, options.port, options.name ?? 'static server');
  } catch (error) {
    await app.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return { url, close: () => (closing ??= app.close()) };
}
