import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError, type ErrorBody } from '../errors/ServiceError.js';

function body(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/** Answers a Fastify framework error (malformed URL, ...) that happens before routing, as JSON. */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(body('INVALID_REQUEST', error.message));
}

/**
 * Every error becomes `{ error: { code, message } }`: `ServiceError`s keep their status and code, schema
 * validation failures are 400 `INVALID_PARAMETER`, other client errors keep their 4xx, the rest is a
 * logged 500 whose details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServiceError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return reply.code(error.statusCode).send(body(error.code, error.message));
    }
    if (error.validation) return reply.code(400).send(body('INVALID_PARAMETER', error.message));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body(error.statusCode === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('INTERNAL_ERROR', 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(body('NOT_FOUND', `No route for ${request.method} ${pathOf(request)}`)),
  );
}
