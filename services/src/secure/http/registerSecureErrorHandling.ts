import type { FastifyError, FastifyInstance } from 'fastify';
import { SecureSiteError } from '../SecureSiteError.js';

/** Every error becomes `{ error: { code, message } }`; unexpected ones are a logged 500 without details. */
export function registerSecureErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SecureSiteError) {
      return reply.code(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (error.validation || error.statusCode === 400) {
      return reply.code(400).send({ error: { code: 'INVALID_REQUEST', message: 'Invalid request' } });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: { code: 'INVALID_REQUEST', message: error.message } });
    }
    // Only the error's name and message: never request bodies (they may carry codes or signatures).
    request.log.error({ errorName: error.name, errorMessage: error.message }, 'request failed');
    return reply.code(500).send({ error: { code: 'SERVER_ERROR', message: 'An error occurred' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } }),
  );
}
