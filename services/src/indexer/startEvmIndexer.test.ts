import { FOYER_DEV_EVM_ACCOUNTS } from '@foyer/kernel';
import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { DEV_MNEMONIC, startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { openDatabase, type OpenedDatabase } from '../db/openDatabase.js';
import { ActivityRepository } from './ActivityRepository.js';
import { startEvmIndexer, type EvmIndexer } from './startEvmIndexer.js';

const CHAIN = 'eip155:31337';
const sender = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 });
const receiver = (FOYER_DEV_EVM_ACCOUNTS[1] ?? '').toLowerCase();
const silent = { warn: () => undefined, info: () => undefined };

describe('startEvmIndexer', () => {
  let anvil: RunningAnvil;
  let opened: OpenedDatabase;
  let repository: ActivityRepository;
  let indexer: EvmIndexer | undefined;

  const rpc = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const response = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    return ((await response.json()) as { result: unknown }).result;
  };
  const send = async (ether: string): Promise<Hex> => {
    const hash = await createWalletClient({ account: sender, chain: foundry, transport: http(anvil.url) }).sendTransaction({ to: receiver as Hex, value: parseEther(ether) });
    await createPublicClient({ transport: http(anvil.url) }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return hash;
  };
  const received = async (): Promise<string[]> => (await repository.page(CHAIN, receiver, 50)).map((row) => row.hash);

  beforeEach(async () => {
    anvil = await startAnvil({ port: 0 });
    opened = await openDatabase(':memory:');
    await migrateToLatest(opened.db);
    repository = new ActivityRepository(opened.db);
  });

  afterEach(async () => {
    await indexer?.stop();
    indexer = undefined;
    await opened.db.destroy();
    await anvil.stop();
  });

  it('follows new blocks over the node\'s WebSocket subscription', async () => {
    indexer = startEvmIndexer({ chainId: CHAIN, rpcUrl: anvil.url, repository, log: silent, pollIntervalMs: 60_000 });
    await indexer.sync();
    const deadline = Date.now() + 5_000;
    while (!indexer.subscribed() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(indexer.subscribed()).toBe(true);
    const hash = await send('1');
    // No poll within a minute and no sync() call: only newHeads can bring it.
    while ((await received()).length === 0 && Date.now() < deadline + 5_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await received()).toEqual([hash.toLowerCase()]);
  });

  it('polls when it may not subscribe', async () => {
    indexer = startEvmIndexer({ chainId: CHAIN, rpcUrl: anvil.url, repository, log: silent, pollIntervalMs: 100, subscribe: false });
    const hash = await send('1');
    const deadline = Date.now() + 5_000;
    while ((await received()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(indexer.subscribed()).toBe(false);
    expect(await received()).toEqual([hash.toLowerCase()]);
  });

  it('re-reads replaced blocks after a reorg and drops what they no longer hold', async () => {
    indexer = startEvmIndexer({ chainId: CHAIN, rpcUrl: anvil.url, repository, log: silent, pollIntervalMs: 60_000, subscribe: false });
    await rpc('anvil_mine', ['0x3']);
    const snapshot = await rpc('evm_snapshot');
    const dropped = await send('1');
    await rpc('anvil_mine', ['0x2']);
    await indexer.sync();
    expect(await received()).toEqual([dropped.toLowerCase()]);
    await rpc('evm_revert', [snapshot]);
    await rpc('anvil_mine', ['0x1']);
    const kept = await send('2');
    await rpc('anvil_mine', ['0x2']);
    const last = await indexer.sync();
    expect(await received()).toEqual([kept.toLowerCase()]);
    expect(last).toBe(Number(BigInt((await rpc('eth_blockNumber')) as string)));
  });

  it('catches up over many blocks in batches and resumes from its last block', async () => {
    await rpc('anvil_mine', ['0x12c']);
    const first = await send('1');
    indexer = startEvmIndexer({ chainId: CHAIN, rpcUrl: anvil.url, repository, log: silent, pollIntervalMs: 60_000, subscribe: false, batchSize: 64, keepBlocks: 16 });
    expect(await indexer.sync()).toBe(301);
    await indexer.stop();
    const second = await send('2');
    indexer = startEvmIndexer({ chainId: CHAIN, rpcUrl: anvil.url, repository, log: silent, pollIntervalMs: 60_000, subscribe: false });
    expect(await indexer.sync()).toBe(302);
    expect(await received()).toEqual([second.toLowerCase(), first.toLowerCase()]);
    expect(await repository.findChain(CHAIN)).toMatchObject({ lastBlock: 302 });
  });
});
