import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import { ProjectRepository } from '../db/ProjectRepository.js';
import { seedProjects } from '../db/seedProjects.js';
import { testDatabaseRows, useMigratedDatabase } from '../test-utils/testDatabases.js';
import { createProjectLookup, PROJECT_CACHE_MS } from './createProjectLookup.js';

describe.each(testDatabaseRows)('createProjectLookup on %s', (_dialect, testDatabase) => {
  const database = useMigratedDatabase(testDatabase);
  let db: Kysely<DatabaseSchema>;
  let repository: ProjectRepository;
  let time: number;
  const now = (): number => time;

  beforeEach(async () => {
    db = database().db;
    repository = new ProjectRepository(db);
    await seedProjects(repository);
    time = 1_000_000;
  });

  const setAnalytics = (id: string, enabled: boolean) =>
    db.updateTable('projects').set({ analytics_enabled: enabled ? 1 : 0 }).where('id', '=', id).execute();

  test('a changed project takes effect once PROJECT_CACHE_MS has passed, not before', async () => {
    const findProject = createProjectLookup(repository, { now });
    expect((await findProject('foyer-demo'))?.analyticsEnabled).toBe(true);
    await setAnalytics('foyer-demo', false);
    time += PROJECT_CACHE_MS;
    expect((await findProject('foyer-demo'))?.analyticsEnabled).toBe(true);
    time += 1;
    expect((await findProject('foyer-demo'))?.analyticsEnabled).toBe(false);
  });

  test('an unknown id is remembered as unknown for the same time: a project created meanwhile appears after it', async () => {
    const findProject = createProjectLookup(repository, { now });
    const reads = jest.spyOn(repository, 'findById');
    expect(await findProject('late-project')).toBeUndefined();
    expect(await findProject('late-project')).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(1);
    await repository.insertIfMissing({ id: 'late-project', name: 'Late', features: [], allowedOrigins: [], analyticsEnabled: false });
    time += PROJECT_CACHE_MS + 1;
    expect((await findProject('late-project'))?.name).toBe('Late');
  });

  test('concurrent lookups of one id share one query; ids are separate', async () => {
    const findProject = createProjectLookup(repository, { now });
    const reads = jest.spyOn(repository, 'findById');
    const found = await Promise.all([...Array(20).keys()].map((index) => findProject(index % 2 === 0 ? 'foyer-demo' : 'foyer-demo-basic')));
    expect(found.map((project) => project?.id)).toEqual([...Array(20).keys()].map((index) => (index % 2 === 0 ? 'foyer-demo' : 'foyer-demo-basic')));
    expect(reads.mock.calls.map(([id]) => id).sort()).toEqual(['foyer-demo', 'foyer-demo-basic']);
  });

  test('a failed query is not kept', async () => {
    const findProject = createProjectLookup(repository, { now });
    jest.spyOn(repository, 'findById').mockRejectedValueOnce(new Error('database down'));
    await expect(findProject('foyer-demo')).rejects.toThrow('database down');
    expect((await findProject('foyer-demo'))?.id).toBe('foyer-demo');
  });
});
