import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import type { SecureSiteOptions } from '../secure/resolveSecureSiteOptions.js';
import { startSecureSite, type RunningSecureSite } from '../secure/startSecureSite.js';
import { startTestApi, type TestApi } from './startTestApi.js';

export type SecureSiteFixture = {
  api: TestApi;
  secure: RunningSecureSite;
  /** The site's SQLite file, in a fresh temporary folder removed by `close`. */
  database: string;
  close(): Promise<void>;
};

/** Any secure-site option but those the fixture sets; `anvil` starts a fresh anvil as the site's RPC node. */
export type SecureSiteFixtureOptions = Omit<SecureSiteOptions, 'dev' | 'port' | 'database' | 'apiUrl' | 'rpcUrl'> & { anvil?: boolean };

/**
 * A development secure site on a free port, with its own in-memory services API and SQLite file (and anvil when asked);
 * `close` stops them all and removes the folder.
 * @example
 * const { secure, close } = await startSecureSiteFixture({ logLevel: 'silent' });
 */
export async function startSecureSiteFixture(options: SecureSiteFixtureOptions & { anvil: true }): Promise<SecureSiteFixture & { anvil: RunningAnvil }>;
export async function startSecureSiteFixture(options?: SecureSiteFixtureOptions): Promise<SecureSiteFixture & { anvil: RunningAnvil | undefined }>;
export async function startSecureSiteFixture({ anvil: withAnvil, ...options }: SecureSiteFixtureOptions = {}): Promise<SecureSiteFixture & { anvil: RunningAnvil | undefined }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'foyer-secure-'));
  const database = path.join(dir, 'secure.db');
  let api: TestApi | undefined;
  let anvil: RunningAnvil | undefined;
  let secure: RunningSecureSite | undefined;
  const close = async (): Promise<void> => {
    await secure?.close();
    await anvil?.stop();
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    api = await startTestApi({ database: ':memory:' });
    if (withAnvil) anvil = await startAnvil({ port: 0 });
    secure = await startSecureSite({ ...options, dev: true, port: 0, database, apiUrl: api.url, ...(anvil ? { rpcUrl: anvil.url } : {}) });
  } catch (error) {
    await close();
    throw error;
  }
  return { api, anvil, secure, database, close };
}
