import Fastify, { type FastifyInstance } from 'fastify';
import { ProjectRepository } from '../db/ProjectRepository.js';
import { seedProjects } from '../db/seedProjects.js';
import { registerErrorHandling } from '../http/registerErrorHandling.js';
import { WALLETS_FILE } from '../test-utils/startTestApi.js';
import { testDatabaseRows, useMigratedDatabase } from '../test-utils/testDatabases.js';
import { loadWalletCatalogue, type WalletCatalogue } from './loadWalletCatalogue.js';
import { queryWallets } from './queryWallets.js';
import { registerCatalogueRoutes } from './registerCatalogueRoutes.js';

const catalogue = loadWalletCatalogue(WALLETS_FILE);

describe.each(testDatabaseRows)('the catalogue routes under repeated requests (%s)', (_dialect, testDatabase) => {
  const database = useMigratedDatabase(testDatabase);
  let app: FastifyInstance;
  let base: string;
  let projects: ProjectRepository;
  /** How many times a request filtered the catalogue. */
  let catalogueReads: number;

  beforeEach(async () => {
    projects = new ProjectRepository(database().db);
    await seedProjects(projects);
    catalogueReads = 0;
    const counted: WalletCatalogue = {
      byId: catalogue.byId,
      get wallets() {
        catalogueReads += 1;
        return catalogue.wallets;
      },
    };
    app = Fastify();
    registerErrorHandling(app);
    registerCatalogueRoutes(app, { projects, catalogue: counted });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterEach(() => app.close());

  const get = (path: string) => fetch(`${base}${path}`);

  test('reads each project from the database once, whichever route and however many requests name it', async () => {
    const reads = jest.spyOn(projects, 'findById');
    const paths = ['/getWallets?projectId=foyer-demo&page=1', '/appkit/v1/config?projectId=foyer-demo', '/projects/v1/origins?projectId=foyer-demo-basic'];
    const answers = await Promise.all([...Array(30).keys()].map((index) => get(paths[index % paths.length] ?? '')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    for (const path of paths) expect((await get(path)).status).toBe(200);
    expect(reads.mock.calls.map(([id]) => id).sort()).toEqual(['foyer-demo', 'foyer-demo-basic']);
    // An unknown project is refused every time, from one read.
    expect((await get('/getWallets?projectId=nobody')).status).toBe(403);
    expect((await get('/getWallets?projectId=nobody')).status).toBe(403);
    expect(reads).toHaveBeenCalledTimes(3);
  });

  test('serialises a /getWallets page once per distinct query; the answer is the page', async () => {
    const first = await get('/getWallets?projectId=foyer-demo&page=2&entries=5');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await first.json()).toEqual(JSON.parse(JSON.stringify(queryWallets(catalogue, { page: 2, entries: 5 }))));
    for (let index = 0; index < 10; index += 1) await get('/getWallets?projectId=foyer-demo-basic&page=2&entries=5');
    expect(catalogueReads).toBe(1);
    // Search is matched case-insensitively: the same page. Another page or filter is another query.
    const upper = await (await get('/getWallets?projectId=foyer-demo&search=%20WALLET')).json();
    const lower = await (await get('/getWallets?projectId=foyer-demo&search=wallet')).json();
    expect(upper).toEqual(lower);
    expect(catalogueReads).toBe(2);
    await get('/getWallets?projectId=foyer-demo&page=3&entries=5');
    await get('/getWallets?projectId=foyer-demo&page=2&entries=5&chains=solana');
    expect(catalogueReads).toBe(4);
  });
});
