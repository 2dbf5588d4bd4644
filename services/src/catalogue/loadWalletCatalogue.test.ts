import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WALLETS_FILE } from '../test-utils/startTestApi.js';
import { loadWalletCatalogue } from './loadWalletCatalogue.js';

describe('loadWalletCatalogue', () => {
  let dir: string;
  const write = (content: unknown): string => {
    const file = path.join(dir, `wallets-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  const valid = { id: 'a', name: 'A Wallet', rank: 2, slug: 'a', aliases: [], chains: ['eip155:1'], namespaces: ['eip155'] };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'foyer-catalogue-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the shared catalogue in rank order, indexed by id', () => {
    const raw = JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as { id: string }[];
    const catalogue = loadWalletCatalogue(WALLETS_FILE);
    expect(catalogue.wallets).toHaveLength(raw.length);
    expect(catalogue.byId.size).toBe(raw.length);
    const ranks = catalogue.wallets.map((entry) => entry.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('sorts by rank and derives namespaces from chains when absent', () => {
    const file = write([valid, { ...valid, id: 'b', rank: 1, namespaces: undefined, chains: ['solana:x', 'eip155:1'] }]);
    const catalogue = loadWalletCatalogue(file);
    expect(catalogue.wallets.map((entry) => entry.wallet.id)).toEqual(['b', 'a']);
    expect(catalogue.byId.get('b')?.namespaces).toEqual(['solana', 'eip155']);
  });

  it.each([
    ['a missing file', null, /Cannot read the wallet catalogue .*ENOENT/],
    ['invalid JSON', '{', /Cannot read the wallet catalogue/],
    ['a non-array', { wallets: [] }, /expected a JSON array/],
    ['an entry without id', [{ ...valid, id: '' }], /entry 0 needs a non-empty string "id"/],
    ['a non-numeric rank', [{ ...valid, rank: '1' }], /entry 0 needs a numeric "rank"/],
    ['an unknown badge', [{ ...valid, badge_type: 'gold' }], /entry 0 has an unknown badge_type "gold"/],
    ['chains that are not strings', [{ ...valid, chains: [1] }], /entry 0 needs "chains" as an array of strings/],
    ['a repeated id', [valid, { ...valid, rank: 3 }], /the id a appears twice/],
  ])('rejects %s with a clear error', (_case, content, message) => {
    const file = content === null ? path.join(dir, 'missing.json') : write(content);
    expect(() => loadWalletCatalogue(file)).toThrow(message);
  });
});
