import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Project, ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import { projectLookupOf } from './createProjectLookup.js';

/** Longer ids cannot exist; they are refused without a database round trip. */
const MAX_PROJECT_ID_LENGTH = 128;

const projects = new WeakMap<FastifyRequest, Project>();

function queryProjectId(request: FastifyRequest): unknown {
  const query = request.query;
  return typeof query === 'object' && query !== null ? (query as Record<string, unknown>).projectId : undefined;
}

function shown(projectId: string): string {
  return projectId.length > 64 ? `${projectId.slice(0, 64)}…` : projectId;
}

/**
 * A pre-validation hook: the query's `projectId` must name an existing project (400 `MISSING_PROJECT_ID`,
 * 403 `INVALID_PROJECT_ID`). Runs before schema validation so a missing project id is reported first.
 * With `optional`, a request without `projectId` passes, but a given one must still exist. Projects are read through
 * the repository's shared cache (`projectLookupOf`): once per project per `PROJECT_CACHE_MS`, not once per request.
 */
export function requireProject(repository: ProjectRepository, options: { optional?: boolean } = {}): preValidationAsyncHookHandler {
  const findProject = projectLookupOf(repository);
  return async (request) => {
    const raw = queryProjectId(request);
    if (Array.isArray(raw)) throw new ServiceError(400, 'INVALID_PARAMETER', 'projectId must be given once');
    const projectId = typeof raw === 'string' ? raw.trim() : '';
    if (projectId === '') {
      if (options.optional) return;
      throw new ServiceError(400, 'MISSING_PROJECT_ID', 'Missing projectId: add ?projectId=<your project id> to the request');
    }
    const project = projectId.length <= MAX_PROJECT_ID_LENGTH ? await findProject(projectId) : undefined;
    if (project === undefined) {
      throw new ServiceError(403, 'INVALID_PROJECT_ID', `Invalid projectId: no project '${shown(projectId)}'`);
    }
    projects.set(request, project);
  };
}

/** The project loaded by `requireProject` for this request. */
export function projectOf(request: FastifyRequest): Project {
  const project = projects.get(request);
  if (project === undefined) throw new Error(`requireProject did not run for ${request.method} ${request.url}`);
  return project;
}
