import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { startSecureSite } from './startSecureSite.js';

describe('development secrets (H5)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'foyer-dev-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('are kept in dev-secrets/, not beside the database, and announced', async () => {
    const lines: string[] = [];
    const secure = await startSecureSite({ dev: true, port: 0, database: path.join(dir, 'foyer.db'), apiUrl: 'http://127.0.0.1:1', logStream: { write: (line) => void lines.push(line) } });
    await secure.close();
    expect(existsSync(path.join(dir, 'secure-site-kek.dev'))).toBe(false);
    expect(existsSync(path.join(dir, 'dev-secrets', 'secure-site-kek.dev'))).toBe(true);
    expect(lines.join('\n')).toContain(path.join(dir, 'dev-secrets', 'secure-site-kek.dev'));
  });

  test('an old key file beside the database is moved there (its keys stay readable)', async () => {
    const old = randomBytes(32).toString('base64');
    writeFileSync(path.join(dir, 'secure-site-kek.dev'), old);
    const secure = await startSecureSite({ dev: true, port: 0, database: path.join(dir, 'foyer.db'), apiUrl: 'http://127.0.0.1:1', logLevel: 'silent' });
    await secure.close();
    expect(existsSync(path.join(dir, 'secure-site-kek.dev'))).toBe(false);
    expect(readFileSync(path.join(dir, 'dev-secrets', 'secure-site-kek.dev'), 'utf8')).toBe(old);
  });

  test('another KEK on the same database is refused at start', async () => {
    const database = path.join(dir, 'foyer.db');
    const first = await startSecureSite({ dev: true, port: 0, database, apiUrl: 'http://127.0.0.1:1', kek: randomBytes(32).toString('base64'), logLevel: 'silent' });
    await first.close();
    await expect(
      startSecureSite({ dev: true, port: 0, database, apiUrl: 'http://127.0.0.1:1', kek: randomBytes(32).toString('base64'), logLevel: 'silent' }),
    ).rejects.toThrow(/FOYER_KEK does not match/);
  });
});
