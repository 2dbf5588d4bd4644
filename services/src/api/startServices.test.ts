import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PortInUseError } from '../errors/PortInUseError.js';
import { httpGet } from '../test-utils/httpGet.js';
import { WALLETS_FILE } from '../test-utils/startTestApi.js';
import { startServices, type RunningServer } from './startServices.js';

describe('startServices', () => {
  let dir: string;
  const running: RunningServer[] = [];

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'foyer-services-'));
  });

  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the SQLite file with its directory, listens on 127.0.0.1 and closes', async () => {
    const database = path.join(dir, 'nested', 'foyer.db');
    const services = await startServices({ port: 0, database, walletsFile: WALLETS_FILE, logLevel: 'silent', dev: true });
    expect(services.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await httpGet(services.url, '/appkit/v1/config?projectId=foyer-demo')).status).toBe(200);
    await services.close();
    await services.close();
    await expect(httpGet(services.url, '/health')).rejects.toThrow(/ECONNREFUSED/);

    // The same file again: migrations and seed are already there.
    const again = await startServices({ port: 0, database, walletsFile: WALLETS_FILE, logLevel: 'silent', dev: true });
    running.push(again);
    expect((await httpGet(again.url, '/getAnalyticsConfig?projectId=foyer-demo')).json()).toEqual({ isAnalyticsEnabled: true });
  });

  it('rejects a taken port with "Port N is already in use (services API)"', async () => {
    const first = await startServices({ port: 0, database: ':memory:', walletsFile: WALLETS_FILE, logLevel: 'silent', dev: true });
    running.push(first);
    const port = Number(new URL(first.url).port);
    const error = await startServices({ port, database: ':memory:', walletsFile: WALLETS_FILE, logLevel: 'silent', dev: true }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toBe(`Port ${port} is already in use (services API)`);
  });

  it('fails clearly on a missing catalogue or an unusable database', async () => {
    await expect(startServices({ port: 0, database: ':memory:', walletsFile: path.join(dir, 'none.json') })).rejects.toThrow(
      /^Cannot read the wallet catalogue .*none\.json/,
    );
    const notADirectory = path.join(dir, 'file.txt');
    writeFileSync(notADirectory, 'x');
    await expect(
      startServices({ port: 0, database: path.join(notADirectory, 'x.db'), walletsFile: WALLETS_FILE, logLevel: 'silent', dev: true }),
    ).rejects.toThrow(/^Cannot open the SQLite database .*file\.txt\/x\.db: /);
  });
});
