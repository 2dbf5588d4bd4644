import { FOYER_DEV_EVM_ACCOUNTS } from '@foyer/kernel';
import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { DEV_MNEMONIC, startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { createChainRegistry } from '../chain/createChainRegistry.js';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { openDatabase, type OpenedDatabase } from '../db/openDatabase.js';
import { testDatabases, type TestDatabaseHandle } from '../test-utils/testDatabases.js';
import { ActivityRepository } from './ActivityRepository.js';
import { startIndexers, type Indexers } from './startIndexers.js';

const CHAIN = 'eip155:31337';
const sender = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 });
const receiver = (FOYER_DEV_EVM_ACCOUNTS[2] ?? '').toLowerCase();
const silent = { warn: () => undefined, info: () => undefined };
const postgres = testDatabases.find((database) => database.dialect === 'postgres');

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Needs a PostgreSQL server (FOYER_TEST_DATABASE_URL; `.ci/run` starts one): the lock is PostgreSQL's.
(postgres ? describe : describe.skip)('given two API instances on one PostgreSQL database', () => {
  let anvil: RunningAnvil;
  let handle: TestDatabaseHandle;
  let opened: OpenedDatabase;
  let repository: ActivityRepository;
  const running: Indexers[] = [];

  const start = (): Indexers => {
    const indexers = startIndexers({
      chains: createChainRegistry({ [CHAIN]: anvil.url }),
      repository,
      log: silent,
      lockDatabase: handle.database,
      lockRetryMs: 100,
      indexerOptions: { pollIntervalMs: 100, subscribe: false },
    });
    running.push(indexers);
    return indexers;
  };
  const send = async (): Promise<string> => {
    const hash = await createWalletClient({ account: sender, chain: foundry, transport: http(anvil.url) }).sendTransaction({ to: receiver as Hex, value: parseEther('0.01') });
    await createPublicClient({ transport: http(anvil.url) }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return hash.toLowerCase();
  };
  const indexed = async (hash: string): Promise<boolean> => (await repository.page(CHAIN, receiver, 50)).some((row) => row.hash === hash);

  beforeEach(async () => {
    anvil = await startAnvil({ port: 0 });
    handle = await (postgres?.create() ?? Promise.reject(new Error('no PostgreSQL')));
    opened = await openDatabase(handle.database);
    await migrateToLatest(opened.db);
    repository = new ActivityRepository(opened.db);
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((indexers) => indexers.stop()));
    await opened.db.destroy();
    await handle.drop();
    await anvil.stop();
  });

  it('exactly one indexes; the other takes over when it stops', async () => {
    const first = start();
    await until(() => first.active());
    const second = start();
    await new Promise((resolve) => setTimeout(resolve, 300)); // three lock attempts of the standby
    expect([first.active(), second.active()]).toEqual([true, false]);
    const before = await send();
    await until(() => indexed(before));

    await first.stop();
    await until(() => second.active());
    const after = await send();
    await until(() => indexed(after));
    expect(await second.get(CHAIN)?.sync()).toBeGreaterThanOrEqual(2);
  });

  it('a standby serves what the active instance stored', async () => {
    const first = start();
    await until(() => first.active());
    const second = start();
    const hash = await send();
    await until(() => indexed(hash));
    await expect(second.get(CHAIN)?.checked()).resolves.toBeUndefined();
    expect(second.active()).toBe(false);
    expect(await second.get(CHAIN)?.sync()).toBe(await first.get(CHAIN)?.sync());
  });
});
