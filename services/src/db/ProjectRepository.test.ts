import { FEATURE_IDS } from '@foyer/kernel';
import type { Kysely } from 'kysely';
import { testDatabaseRows, type TestDatabaseHandle } from '../test-utils/testDatabases.js';
import type { DatabaseSchema } from './DatabaseSchema.js';
import { migrateToLatest } from './migrateToLatest.js';
import { migrations } from './migrations.js';
import { openDatabase } from './openDatabase.js';
import { ProjectRepository, type NewProject } from './ProjectRepository.js';
import { SEED_PROJECTS, seedProjects } from './seedProjects.js';

describe.each(testDatabaseRows)('given %s', (dialect, testDatabase) => {
  let handle: TestDatabaseHandle;
  let db: Kysely<DatabaseSchema>;
  let projects: ProjectRepository;

  beforeEach(async () => {
    handle = await testDatabase.create();
    const opened = await openDatabase(handle.database);
    expect(opened.dialect).toBe(dialect);
    db = opened.db;
    projects = new ProjectRepository(db);
  });

  afterEach(async () => {
    await db.destroy();
    await handle.drop();
  });

  it('migrates a fresh database once; running the migrations again changes nothing', async () => {
    // Every migration, in order (issue 8 helpers add '0003'..'0006' in parallel).
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain('projects');
  });

  it('seeds the origins the demo is really served on into the demo projects only', async () => {
    await migrateToLatest(db);
    await seedProjects(projects, { demoOrigins: ['http://127.0.0.1:4000', 'http://127.0.0.1:3000'] });
    expect((await projects.findById('foyer-demo-embedded'))?.allowedOrigins).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://127.0.0.1:3100',
      'http://127.0.0.1:4000',
    ]);
    expect((await projects.findById('foyer-demo'))?.allowedOrigins).toContain('http://127.0.0.1:4000');
  });

  it('seeds the demo projects once, exactly as the brief says', async () => {
    await migrateToLatest(db);
    expect(await seedProjects(projects)).toEqual(['foyer-demo', 'foyer-demo-basic', 'foyer-demo-minimal', 'foyer-demo-embedded', 'foyer-demo-multi']);
    expect(await seedProjects(projects)).toEqual([]);

    const demo = await projects.findById('foyer-demo');
    expect(demo).toMatchObject({
      id: 'foyer-demo',
      allowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:3100'],
      analyticsEnabled: true,
    });
    expect(demo?.features.map((feature) => feature.id)).toEqual([...FEATURE_IDS]);
    expect(demo?.features.filter((feature) => feature.isEnabled).map((feature) => feature.id)).toEqual(['email', 'socials', 'swaps', 'onramp', 'activity', 'multiWallet', 'receive', 'send', 'names']);
    const basic = await projects.findById('foyer-demo-basic');
    expect(basic?.features.filter((feature) => feature.isEnabled).map((feature) => feature.id)).toEqual(['receive']);

    const minimal = await projects.findById('foyer-demo-minimal');
    expect(minimal?.features.every((feature) => !feature.isEnabled && feature.config === null)).toBe(true);
    expect(minimal?.analyticsEnabled).toBe(false);
    expect(Number.isNaN(Date.parse(minimal?.createdAt ?? ''))).toBe(false);
  });

  it('round-trips a project, normalising its features, and never overwrites an existing one', async () => {
    await migrateToLatest(db);
    const project: NewProject = {
      id: 'p1',
      name: 'Project one',
      features: [
        { id: 'socials', isEnabled: true, config: ['google', 'github'] },
        { id: 'swaps', isEnabled: true, config: ['1inch'] },
      ],
      allowedOrigins: ['https://example.com'],
      analyticsEnabled: false,
    };
    expect(await projects.insertIfMissing(project)).toBe(true);
    expect(await projects.insertIfMissing({ ...project, name: 'Changed', features: [], analyticsEnabled: true })).toBe(false);

    const stored = await projects.findById('p1');
    expect(stored?.name).toBe('Project one');
    expect(stored?.analyticsEnabled).toBe(false);
    expect(stored?.features.find((feature) => feature.id === 'socials')).toEqual({ id: 'socials', isEnabled: true, config: ['google', 'github'] });
    expect(stored?.features.find((feature) => feature.id === 'email')).toEqual({ id: 'email', isEnabled: false, config: null });
    expect(stored?.features).toHaveLength(FEATURE_IDS.length);
  });

  it('keeps a seeded project edited by hand', async () => {
    await migrateToLatest(db);
    await seedProjects(projects);
    await db.updateTable('projects').set({ name: 'Renamed' }).where('id', '=', 'foyer-demo').execute();
    await seedProjects(projects);
    expect((await projects.findById('foyer-demo'))?.name).toBe('Renamed');
  });

  it('finds nothing for an unknown id', async () => {
    await migrateToLatest(db);
    expect(await projects.findById('nope')).toBeUndefined();
  });

  it('reports a corrupt features column instead of serving it', async () => {
    await migrateToLatest(db);
    await seedProjects(projects);
    await db.updateTable('projects').set({ features: '[{"id":"teleport"}]' }).where('id', '=', 'foyer-demo').execute();
    await expect(projects.findById('foyer-demo')).rejects.toThrow('Stored features of project foyer-demo has an unexpected shape');
  });
});

describe('SEED_PROJECTS', () => {
  it('lists foyer-demo, foyer-demo-basic, foyer-demo-minimal, foyer-demo-embedded and foyer-demo-multi', () => {
    expect(SEED_PROJECTS.map((project) => project.id)).toEqual(['foyer-demo', 'foyer-demo-basic', 'foyer-demo-minimal', 'foyer-demo-embedded', 'foyer-demo-multi']);
  });
});
