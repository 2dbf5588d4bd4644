/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RECENT_WALLETS_MAX, connectionSlice, recentWalletUsed, type Connector, type Wallet } from '@foyer/kernel';
import { buildWalletGroups, type BuildWalletGroupsParameters } from './buildWalletGroups.js';

type CatalogueEntry = Omit<Wallet, 'image_url' | 'badge_type'> & { rank: number };

// The real catalogue, read in place, in rank order: MetaMask, Trust, Coinbase, Phantom, OKX, ...
const catalogue: Wallet[] = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../../shared/data/wallets.json'), 'utf8')) as CatalogueEntry[]
)
  .sort((a, b) => a.rank - b.rank)
  .map(({ rank: _rank, ...wallet }) => ({ image_url: null, badge_type: null, ...wallet }));
const firstPage = catalogue.slice(0, 40);
const byName = (name: string) => {
  const wallet = catalogue.find((item) => item.name === name);
  if (!wallet) throw new Error(`${name} is not in the catalogue`);
  return wallet;
};
const metaMask = byName('MetaMask');
const trust = byName('Trust Wallet');
const coinbase = byName('Coinbase Wallet');
const phantom = byName('Phantom');
const okx = byName('OKX Wallet');
const binance = byName('Binance Wallet');

const announced = (rdns: string, name: string, explorerId?: string): Connector => ({
  id: rdns,
  type: 'ANNOUNCED',
  name,
  chain: 'eip155',
  imageUrl: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
  info: { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name, rdns },
  ...(explorerId ? { explorerId } : {}),
});
const devWallet = announced('dev.foyer.wallet', 'Foyer Dev Wallet');
const acme = { ...catalogue[0]!, id: 'acme', name: 'Acme Wallet', rdns: null, homepage: null, app_store: null, play_store: null };

function groups(parameters: Partial<BuildWalletGroupsParameters>) {
  const result = buildWalletGroups({
    connectors: [],
    recentWalletIds: [],
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    wallets: firstPage,
    ...parameters,
  });
  return Object.fromEntries(result.map(({ group, items }) => [group, items.map((item) => item.name)]));
}

test('with nothing installed: the first 4 catalogue wallets are recommended', () => {
  expect(groups({})).toEqual({ recommended: ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Phantom'] });
});

test('groups come in the order of spec §2', () => {
  const result = buildWalletGroups({
    connectors: [devWallet, { id: 'ext', type: 'EXTERNAL', name: 'Ledger Live', chain: 'eip155' }],
    recentWalletIds: [binance.id],
    featuredWalletIds: [okx.id],
    includeWalletIds: [],
    excludeWalletIds: [],
    wallets: firstPage,
    customWallets: [acme],
  });
  expect(result.map((entry) => entry.group)).toEqual(['recent', 'injected', 'featured', 'custom', 'external', 'recommended']);
});

test('custom wallets form their own group, even with includeWalletIds, and can be excluded', () => {
  expect(groups({ customWallets: [acme], includeWalletIds: [metaMask.id] })).toEqual({ custom: ['Acme Wallet'], recommended: ['MetaMask'] });
  expect(groups({ customWallets: [acme], excludeWalletIds: ['Acme Wallet'] }).custom).toBeUndefined();
});

test('an installed catalogue wallet appears once, as injected, matched by rdns', () => {
  const result = groups({ connectors: [announced('io.metamask', 'MetaMask')] });
  expect(result).toEqual({
    injected: ['MetaMask'],
    recommended: ['Trust Wallet', 'Coinbase Wallet', 'Phantom', 'OKX Wallet'],
  });
  const [injected] = buildWalletGroups({
    connectors: [announced('io.metamask', 'MetaMask')],
    recentWalletIds: [],
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    wallets: firstPage,
  });
  expect(injected?.items[0]).toMatchObject({ id: metaMask.id, connectorId: 'io.metamask', installed: true, wallet: metaMask });
});

test('an announced wallet that is not in the catalogue is listed with its own name and icon', () => {
  const [injected] = buildWalletGroups({
    connectors: [devWallet],
    recentWalletIds: [],
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    wallets: firstPage,
  });
  expect(injected).toEqual({
    group: 'injected',
    items: [
      {
        id: 'dev.foyer.wallet',
        name: 'Foyer Dev Wallet',
        imageUrl: devWallet.imageUrl,
        imageId: undefined,
        connectorId: 'dev.foyer.wallet',
        wallet: undefined,
        installed: true,
        recent: false,
        chain: 'eip155',
      },
    ],
  });
});

test('featured wallets come before recommended ones and are not repeated', () => {
  expect(groups({ featuredWalletIds: [okx.id, trust.id] })).toEqual({
    featured: ['OKX Wallet', 'Trust Wallet'],
    recommended: ['MetaMask', 'Coinbase Wallet', 'Phantom', 'Binance Wallet'],
  });
});

test('a featured wallet that is installed is listed once, as injected', () => {
  expect(groups({ connectors: [announced('com.okex.wallet', 'OKX Wallet')], featuredWalletIds: [okx.id] })).toEqual({
    injected: ['OKX Wallet'],
    recommended: ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Phantom'],
  });
});

describe('recent wallets', () => {
  test('recent catalogue wallets that are not installed form the recent group, most recent first', () => {
    expect(groups({ recentWalletIds: [phantom.id, coinbase.id] })).toEqual({
      recent: ['Phantom', 'Coinbase Wallet'],
      recommended: ['MetaMask', 'Trust Wallet', 'OKX Wallet', 'Binance Wallet'],
    });
  });

  test('an installed recent wallet is flagged recent inside injected, and listed first', () => {
    const [injected] = buildWalletGroups({
      connectors: [devWallet, announced('io.metamask', 'MetaMask', metaMask.id)],
      recentWalletIds: [metaMask.id],
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      wallets: firstPage,
    });
    expect(injected?.items.map((item) => [item.name, item.recent])).toEqual([
      ['MetaMask', true],
      ['Foyer Dev Wallet', false],
    ]);
  });

  test('an unlisted wallet is remembered by its connector id', () => {
    const [injected] = buildWalletGroups({
      connectors: [devWallet],
      recentWalletIds: ['dev.foyer.wallet'],
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      wallets: [],
    });
    expect(injected?.items[0]?.recent).toBe(true);
  });

  test(`the list keeps at most ${RECENT_WALLETS_MAX}, most recent first, without duplicates`, () => {
    let state = connectionSlice.getInitialState();
    for (const id of [metaMask.id, trust.id, coinbase.id, trust.id]) state = connectionSlice.reducer(state, recentWalletUsed(id));
    expect(state.recentWalletIds).toEqual([trust.id, coinbase.id]);
    expect(groups({ recentWalletIds: state.recentWalletIds }).recent).toEqual(['Trust Wallet', 'Coinbase Wallet']);
  });
});

describe('exclusions', () => {
  test.each([
    ['catalogue id', metaMask.id],
    ['rdns', 'io.metamask'],
    ['name', 'MetaMask'],
    ['name, case-insensitively', 'metamask'],
    ['rdns, case-insensitively', 'IO.MetaMask'],
  ])('hide a wallet by %s, installed or not', (_how, key) => {
    expect(groups({ excludeWalletIds: [key] }).recommended).not.toContain('MetaMask');
    expect(groups({ connectors: [announced('io.metamask', 'MetaMask')], excludeWalletIds: [key] }).injected).toBeUndefined();
  });

  test('an unlisted announced wallet is hidden by its rdns or name', () => {
    expect(groups({ connectors: [devWallet], excludeWalletIds: ['dev.foyer.wallet'] }).injected).toBeUndefined();
    expect(groups({ connectors: [devWallet], excludeWalletIds: ['foyer dev wallet'] }).injected).toBeUndefined();
  });

  test('excluded wallets leave the recent, featured and recommended groups', () => {
    const result = groups({ recentWalletIds: [trust.id], featuredWalletIds: [okx.id], excludeWalletIds: ['Trust Wallet', okx.id] });
    expect(result).toEqual({ recommended: ['MetaMask', 'Coinbase Wallet', 'Phantom', 'Binance Wallet'] });
  });
});

test('includeWalletIds restricts catalogue wallets but never installed ones', () => {
  expect(groups({ connectors: [devWallet], includeWalletIds: [phantom.id, binance.id] })).toEqual({
    injected: ['Foyer Dev Wallet'],
    recommended: ['Phantom', 'Binance Wallet'],
  });
});

test('the walletConnect group lists a WalletConnect connector first', () => {
  const result = buildWalletGroups({
    connectors: [devWallet, { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }],
    recentWalletIds: [],
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    wallets: firstPage,
  });
  expect(result[0]).toMatchObject({ group: 'walletConnect', items: [{ name: 'WalletConnect', installed: false }] });
});
