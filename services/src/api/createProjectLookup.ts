import { LRUCache } from 'lru-cache';
import type { Project, ProjectRepository } from '../db/ProjectRepository.js';

/**
 * How long the API uses a project it read from the database before reading it again (ms). A changed project
 * (features, allowed origins, analytics), a new one or a removed one takes effect on every API instance at most this
 * long after the change; the database is read once per project per this time however many requests name it.
 */
export const PROJECT_CACHE_MS = 5_000;
/** Project ids (known or not) remembered at once; the least recently used go first beyond it. */
const MAX_CACHED_PROJECT_IDS = 10_000;
/** Remembered for ids that name no project, so that an unknown id does not reach the database on every request. */
const NO_PROJECT = Symbol('no project');

export type ProjectLookup = (projectId: string) => Promise<Project | undefined>;

export type ProjectLookupOptions = {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds (tests pass their own clock). */
  now?: () => number;
};

/**
 * `repository.findById` behind a small LRU cache with a time to live (`PROJECT_CACHE_MS`): concurrent lookups of
 * one id share one query, and an answer (a project or none) is reused until it expires. A failed query is not kept.
 * The project is shared by the requests that read it: routes never change it.
 * @example
 * const findProject = createProjectLookup(new ProjectRepository(db));
 * await findProject('foyer-demo'); // reads the database
 * await findProject('foyer-demo'); // within 5 s: from memory
 */
export function createProjectLookup(repository: ProjectRepository, options: ProjectLookupOptions = {}): ProjectLookup {
  const { ttlMs = PROJECT_CACHE_MS, maxEntries = MAX_CACHED_PROJECT_IDS, now } = options;
  const cache = new LRUCache<string, Project | typeof NO_PROJECT>({
    max: maxEntries,
    ttl: ttlMs,
    // Read the clock on every lookup (the default rounds it to 1 ms with a timer).
    ttlResolution: 0,
    ...(now === undefined ? {} : { perf: { now } }),
    fetchMethod: async (projectId) => (await repository.findById(projectId)) ?? NO_PROJECT,
  });
  return async (projectId) => {
    const found = await cache.fetch(projectId);
    return found === undefined || found === NO_PROJECT ? undefined : found;
  };
}

const lookups = new WeakMap<ProjectRepository, ProjectLookup>();

/** The one `createProjectLookup` of `repository` (created on first use): every route of an API shares its cache. */
export function projectLookupOf(repository: ProjectRepository): ProjectLookup {
  let lookup = lookups.get(repository);
  if (lookup === undefined) {
    lookup = createProjectLookup(repository);
    lookups.set(repository, lookup);
  }
  return lookup;
}
