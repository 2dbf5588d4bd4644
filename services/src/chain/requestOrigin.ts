import type { FastifyRequest } from 'fastify';

/** `http://host:port` of the request as the client addressed the services: the base of the absolute URLs they answer. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
