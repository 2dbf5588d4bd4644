import { readFileSync } from 'node:fs';
import { WALLETS_FILE } from '../test-utils/startTestApi.js';
import { loadWalletCatalogue } from './loadWalletCatalogue.js';
import { queryWallets } from './queryWallets.js';

type RawWallet = { id: string; name: string; slug: string; aliases: string[]; rank: number; chains: string[]; namespaces: string[]; badge_type: string };

const raw = JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as RawWallet[];
const byRank = [...raw].sort((a, b) => a.rank - b.rank);
const catalogue = loadWalletCatalogue(WALLETS_FILE);
const ids = (page: { data: { id: string }[] }): string[] => page.data.map((wallet) => wallet.id);

describe('queryWallets', () => {
  it('pages the whole catalogue in rank order, 1-based', () => {
    const first = queryWallets(catalogue, { page: 1, entries: 40 });
    const fourth = queryWallets(catalogue, { page: 4, entries: 40 });
    expect(first.count).toBe(raw.length);
    expect(ids(first)).toEqual(byRank.slice(0, 40).map((wallet) => wallet.id));
    expect(ids(fourth)).toEqual(byRank.slice(120, 160).map((wallet) => wallet.id));
    expect(fourth.data).toHaveLength(raw.length - 120);
  });

  it('returns an empty page past the end, with the full count', () => {
    expect(queryWallets(catalogue, { page: 50, entries: 100 })).toEqual({ count: raw.length, data: [] });
  });

  it('maps entries to the spec Wallet shape', () => {
    const [metamask] = queryWallets(catalogue, { page: 1, entries: 1 }).data;
    expect(metamask).toEqual({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      image_id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      image_url: null,
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      rdns: 'io.metamask',
      chains: byRank[0]?.chains,
      badge_type: 'certified',
      homepage: 'https://metamask.io/',
      app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    });
  });

  it.each([
    ['name, any case', 'TRUST', 'Trust Wallet'],
    ['an alias', 'bitkeep', 'Bitget Wallet'],
    ['the slug', 'trust-wallet', 'Trust Wallet'],
    ['surrounding spaces', '  metamask ', 'MetaMask'],
  ])('search matches %s', (_case, search, name) => {
    const page = queryWallets(catalogue, { page: 1, entries: 100, search });
    expect(page.data.map((wallet) => wallet.name)).toContain(name);
    expect(page.count).toBe(page.data.length);
  });

  it('search counts every match across pages, in rank order', () => {
    const expected = byRank.filter((wallet) =>
      [wallet.name, wallet.slug, ...wallet.aliases].some((term) => term.toLowerCase().includes('wallet')),
    );
    const page = queryWallets(catalogue, { page: 2, entries: 10, search: 'Wallet' });
    expect(expected.length).toBeGreaterThan(20);
    expect(page.count).toBe(expected.length);
    expect(ids(page)).toEqual(expected.slice(10, 20).map((wallet) => wallet.id));
  });

  it('search without a match gives count 0', () => {
    expect(queryWallets(catalogue, { page: 1, entries: 40, search: 'no such wallet zzz' })).toEqual({ count: 0, data: [] });
  });

  it('include keeps only the given ids (rank order), unknown ids are ignored', () => {
    const wanted = [byRank[10]!.id, byRank[2]!.id, 'unknown-id'];
    const page = queryWallets(catalogue, { page: 1, entries: 40, include: wanted });
    expect(ids(page)).toEqual([byRank[2]!.id, byRank[10]!.id]);
    expect(page.count).toBe(2);
  });

  it('exclude removes the given ids, also from include', () => {
    const page = queryWallets(catalogue, { page: 1, entries: 3, exclude: [byRank[0]!.id, byRank[1]!.id] });
    expect(ids(page)).toEqual(byRank.slice(2, 5).map((wallet) => wallet.id));
    expect(page.count).toBe(raw.length - 2);
    const both = queryWallets(catalogue, { page: 1, entries: 40, include: [byRank[0]!.id, byRank[1]!.id], exclude: [byRank[0]!.id] });
    expect(ids(both)).toEqual([byRank[1]!.id]);
  });

  it('chains keeps wallets supporting any of the given CAIP-2 chains', () => {
    const chains = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:56'];
    const expected = byRank.filter((wallet) => wallet.chains.some((chain) => chains.includes(chain)));
    const page = queryWallets(catalogue, { page: 1, entries: 100, chains });
    expect(expected.length).toBeGreaterThan(0);
    expect(page.count).toBe(expected.length);
    expect(ids(page)).toEqual(expected.slice(0, 100).map((wallet) => wallet.id));
  });

  it('chains accepts a bare namespace or ns:* for any chain of that namespace', () => {
    const expected = byRank.filter((wallet) => wallet.namespaces.includes('bip122')).map((wallet) => wallet.id);
    expect(ids(queryWallets(catalogue, { page: 1, entries: 100, chains: ['bip122'] }))).toEqual(expected);
    expect(ids(queryWallets(catalogue, { page: 1, entries: 100, chains: ['bip122:*'] }))).toEqual(expected);
  });

  it('a chain no wallet lists matches nothing', () => {
    expect(queryWallets(catalogue, { page: 1, entries: 40, chains: ['eip155:987654321'] }).count).toBe(0);
  });

  it('badgeType filters certified wallets', () => {
    const certified = byRank.filter((wallet) => wallet.badge_type === 'certified');
    const page = queryWallets(catalogue, { page: 1, entries: 100, badgeType: 'certified' });
    expect(ids(page)).toEqual(certified.map((wallet) => wallet.id));
    expect(queryWallets(catalogue, { page: 1, entries: 100, badgeType: 'none' }).count).toBe(raw.length - certified.length);
  });

  it('combines filters', () => {
    const page = queryWallets(catalogue, { page: 1, entries: 100, search: 'wallet', chains: ['eip155:1'], badgeType: 'certified' });
    const expected = byRank.filter(
      (wallet) =>
        wallet.badge_type === 'certified' &&
        wallet.chains.includes('eip155:1') &&
        [wallet.name, wallet.slug, ...wallet.aliases].some((term) => term.toLowerCase().includes('wallet')),
    );
    expect(ids(page)).toEqual(expected.map((wallet) => wallet.id));
  });
});
