import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cacheControlFor.js';

/**
 * Streams `file` (a decoded path relative to `root`) with content type, ETag, Last-Modified, conditional
 * GET and ranges, and the cache policy of `cacheControlFor`. Resolves to true once it answered (the file, or
 * a 412/416/500 about it), false, sending nothing, when there is no such regular file inside `root` (dotfiles
 * and paths leaving `root` included): the caller answers its own 404. (A boolean, not the reply: Fastify's reply
 * is a thenable, so an async function returning it resolves to `undefined` once it is sent.)
 * @example
 * if (await sendStaticFile(request, reply, root, file)) return reply
 */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
): Promise<boolean> {
  if (file.includes('\0')) return false;
  const encoded = `/${file.split('/').map(encodeURIComponent).join('/')}`;
  const result = await send(request.raw, encoded, { root, index: false, dotfiles: 'ignore', cacheControl: false });
  if (result.type !== 'file') {
    // 403 (a path leaving root), 404 and directories: nothing to serve here.
    if (result.statusCode === 403 || result.statusCode === 404 || result.type === 'directory') return false;
    const contentRange = result.headers['Content-Range'];
    if (contentRange !== undefined) void reply.header('content-range', contentRange);
    const message = result.statusCode === 416 ? 'Range not satisfiable' : result.statusCode === 412 ? 'Precondition failed' : 'Cannot read the file';
    void reply.code(result.statusCode).send({ error: { code: result.statusCode >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST', message } });
    return true;
  }
  void reply
    .code(result.statusCode)
    .headers(result.headers)
    .header('cache-control', cacheControlFor(file))
    .header('x-content-type-options', 'nosniff')
    .send(result.stream);
  return true;
}
