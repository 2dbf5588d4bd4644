import { isOriginAllowed } from '@foyer/kernel/frame';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import { projectOf, requireProject } from '../api/requireProject.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import type { AnalyticsEventRepository } from './AnalyticsEventRepository.js';
import { ANALYTICS_BODY_LIMIT_BYTES, analyticsEventSchema } from './analyticsEventSchema.js';

const query = { type: 'object', properties: sdkQueryProperties } as const;

/** The request's `Origin` when it is on the project's allowed origins, else a 403 `ORIGIN_NOT_ALLOWED`. */
function allowedOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !isOriginAllowed(origin, projectOf(request).allowedOrigins)) {
    throw new ServiceError(403, 'ORIGIN_NOT_ALLOWED', "The request's origin is not on the project's allowed origins");
  }
  return origin;
}

/** CORS for the allowed origin only (the API's `*` stays for reads); credentials are never involved. */
function allowCors(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
}

/**
 * Analytics and error reporting (spec §7): `POST /e?projectId&st&sv` with a JSON body (sent as
 * `text/plain` by `navigator.sendBeacon`: a CORS-simple request, so no preflight is needed; the API's
 * global CORS answers preflights for reads only), at most 16 KiB, from an origin on
 * the project's list (403 `ORIGIN_NOT_ALLOWED` otherwise; the widget then shows 'Invalid App
 * Configuration' once). Events of a project with analytics off are accepted and dropped.
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectRepository; events: AnalyticsEventRepository },
): void {
  const preValidation = requireProject(deps.projects);
  void app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: ANALYTICS_BODY_LIMIT_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(new ServiceError(400, 'INVALID_REQUEST', 'The body must be JSON'), undefined);
      }
    });

    scope.post<{ Querystring: SdkQuery }>(
      '/e',
      { schema: { querystring: query }, preValidation, bodyLimit: ANALYTICS_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const origin = allowedOrigin(request);
        allowCors(reply, origin);
        const parsed = analyticsEventSchema.safeParse(request.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new ServiceError(400, 'INVALID_REQUEST', `Invalid event: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'malformed'}`);
        }
        const project = projectOf(request);
        if (project.analyticsEnabled) {
          await deps.events.insert({
            ...parsed.data,
            projectId: project.id,
            origin,
            sdkType: request.query.st ?? null,
            sdkVersion: request.query.sv ?? null,
          });
        }
        return reply.code(204).send();
      },
    );
  });
}
