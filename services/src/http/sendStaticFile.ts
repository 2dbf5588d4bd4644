import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cacheControlFor.js';

/**
 * Streams `file` (a decoded path relative to `root`) with content type, ETag, Last-Modified, conditional
 * GET and ranges, and the cache policy of `cacheControlFor`. Resolves to `undefined`, sending nothing,
 * when there is no such regular file inside `root` (dotfiles and paths leaving `root` included): the
 * caller answers its own 404.
 */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
): Promise<FastifyReply | undefined> {
  if (file.includes('\0')) return undefined;
  const encoded = `/${file.split('/').map(encodeURIComponent).join('/')}`;
  const result = await send(request.raw, encoded, { root, index: false, dotfiles: 'ignore', cacheControl: false });
  if (result.type !== 'file') {
    // 403 (a path leaving root), 404 and directories: nothing to serve here.
    if (result.statusCode === 403 || result.statusCode === 404 || result.type === 'directory') return undefined;
    const contentRange = result.headers['Content-Range'];
    if (contentRange !== undefined) void reply.header('content-range', contentRange);
    const message = result.statusCode === 416 ? 'Range not satisfiable' : result.statusCode === 412 ? 'Precondition failed' : 'Cannot read the file';
    return reply.code(result.statusCode).send({ error: { code: result.statusCode >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST', message } });
  }
  return reply
    .code(result.statusCode)
    .headers(result.headers)
    .header('cache-control', cacheControlFor(file))
    .header('x-content-type-options', 'nosniff')
    .send(result.stream);
}
