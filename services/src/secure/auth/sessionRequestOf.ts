import type { FastifyRequest } from 'fastify';
import type { SessionRequest } from './SessionService.js';

/** Header in which the frame names its project (the session must belong to it). */
export const PROJECT_HEADER = 'x-foyer-project';

/** What `SessionService.authenticate` needs from a request: the bearer token and the frame's project. */
export function sessionRequestOf(request: FastifyRequest): SessionRequest {
  const project = request.headers[PROJECT_HEADER];
  return { authorization: request.headers.authorization, projectId: typeof project === 'string' ? project : undefined };
}
