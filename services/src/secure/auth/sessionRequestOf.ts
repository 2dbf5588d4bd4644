import type { FastifyRequest } from 'fastify';
import type { SessionRequest } from './SessionService.js';

/** Header in which the frame names its project (the session must belong to it). */
export const PROJECT_HEADER = 'x-foyer-project';
/** Header in which the frame names the page origin that embeds it (the session must have been made for it). */
export const ORIGIN_HEADER = 'x-foyer-origin';

/** What `SessionService.authenticate` needs from a request: the bearer token, the frame's project and page origin. */
export function sessionRequestOf(request: FastifyRequest): SessionRequest {
  const project = request.headers[PROJECT_HEADER];
  const origin = request.headers[ORIGIN_HEADER];
  return {
    authorization: request.headers.authorization,
    projectId: typeof project === 'string' ? project : undefined,
    appOrigin: typeof origin === 'string' && origin !== '' ? origin : undefined,
  };
}
