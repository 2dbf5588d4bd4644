import { FEATURE_IDS, type FeatureId, type ProjectConfigResponse } from '@foyer/kernel';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ProjectsTable } from './DatabaseSchema.js';

/** One entry of a project's remote feature configuration. */
export type ProjectFeature = ProjectConfigResponse['features'][number];

/** A project as the routes see it. `features` always lists every feature id, in `FEATURE_IDS` order. */
export type Project = {
  id: string;
  name: string;
  features: ProjectFeature[];
  allowedOrigins: string[];
  analyticsEnabled: boolean;
  createdAt: string;
};

export type NewProject = {
  id: string;
  name: string;
  /** Features not listed are stored disabled. */
  features: readonly ProjectFeature[];
  allowedOrigins: readonly string[];
  analyticsEnabled: boolean;
};

function isFeatureId(value: unknown): value is FeatureId {
  return FEATURE_IDS.some((id) => id === value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isProjectFeature(value: unknown): value is ProjectFeature {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    isFeatureId(entry.id) && typeof entry.isEnabled === 'boolean' && (entry.config === null || isStringArray(entry.config))
  );
}

/** Every feature id once, in canonical order; ids missing from `features` are disabled. */
function normalizeFeatures(features: readonly ProjectFeature[]): ProjectFeature[] {
  return FEATURE_IDS.map((id) => {
    const entry = features.find((feature) => feature.id === id);
    return { id, isEnabled: entry?.isEnabled ?? false, config: entry?.config ? [...entry.config] : null };
  });
}

function parseJsonColumn<T>(text: string, guard: (value: unknown) => value is T, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`Stored ${what} is not valid JSON`, { cause: error });
  }
  if (!guard(value)) throw new Error(`Stored ${what} has an unexpected shape`);
  return value;
}

function isFeatureList(value: unknown): value is ProjectFeature[] {
  return Array.isArray(value) && value.every(isProjectFeature);
}

function toProject(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    name: row.name,
    features: normalizeFeatures(parseJsonColumn(row.features, isFeatureList, `features of project ${row.id}`)),
    allowedOrigins: parseJsonColumn(row.allowed_origins, isStringArray, `allowed origins of project ${row.id}`),
    analyticsEnabled: row.analytics_enabled === true || row.analytics_enabled === 1,
    createdAt: row.created_at,
  };
}

/** Reads and writes `projects`; the only code that knows its columns. */
export class ProjectRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async findById(id: string): Promise<Project | undefined> {
    const row = await this.#db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : toProject(row);
  }

  /** Inserts `project` unless a project with its id exists (which is left untouched). Resolves to whether it inserted. */
  async insertIfMissing(project: NewProject, now: Date = new Date()): Promise<boolean> {
    const result = await this.#db
      .insertInto('projects')
      .values({
        id: project.id,
        name: project.name,
        features: JSON.stringify(normalizeFeatures(project.features)),
        allowed_origins: JSON.stringify(project.allowedOrigins),
        analytics_enabled: project.analyticsEnabled ? 1 : 0,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
