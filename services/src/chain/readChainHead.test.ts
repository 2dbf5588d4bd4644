import type { ChainEntry } from './createChainRegistry.js';
import { createSharedHeadReader } from './readChainHead.js';

const chain = { chainId: 'eip155:31337', namespace: 'eip155', rpcUrl: 'http://127.0.0.1:1' } as ChainEntry;
const other = { ...chain, chainId: 'eip155:1' } as ChainEntry;

function deferredReads() {
  const reads: { chainId: string; resolve: (head: string) => void; reject: (error: Error) => void }[] = [];
  const read = (entry: ChainEntry) =>
    new Promise<string>((resolve, reject) => reads.push({ chainId: entry.chainId, resolve, reject }));
  return { reads, read };
}

test('concurrent callers share one read of a chain head; other chains read their own', async () => {
  const { reads, read } = deferredReads();
  const readHead = createSharedHeadReader(read);
  const first = readHead(chain);
  const second = readHead(chain);
  const elsewhere = readHead(other);
  expect(reads.map((entry) => entry.chainId)).toEqual(['eip155:31337', 'eip155:1']);
  reads[0]?.resolve('0x10');
  reads[1]?.resolve('0x99');
  await expect(Promise.all([first, second, elsewhere])).resolves.toEqual(['0x10', '0x10', '0x99']);
});

test('nothing is kept once a read settles: the next caller reads the node again, also after a failure', async () => {
  const { reads, read } = deferredReads();
  const readHead = createSharedHeadReader(read);
  const failed = readHead(chain);
  reads[0]?.reject(new Error('node down'));
  await expect(failed).rejects.toThrow('node down');
  const next = readHead(chain);
  expect(reads).toHaveLength(2);
  reads[1]?.resolve('0x11');
  await expect(next).resolves.toBe('0x11');
  const after = readHead(chain);
  expect(reads).toHaveLength(3);
  reads[2]?.resolve('0x12');
  await expect(after).resolves.toBe('0x12');
});
