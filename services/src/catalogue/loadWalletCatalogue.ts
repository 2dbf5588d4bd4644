import { readFileSync } from 'node:fs';
import type { Wallet } from '@foyer/kernel';
import { errorMessage } from '../errors/errorMessage.js';

/** A catalogue entry with what the filters need besides the public `Wallet` fields. */
export type CatalogueWallet = {
  wallet: Wallet;
  rank: number;
  /** Lower-cased name, aliases and slug, matched by `search`. */
  searchTerms: readonly string[];
  /** CAIP-2 ids of the chains the wallet supports. */
  chains: readonly string[];
  /** Chain namespaces the wallet supports (`eip155`, `solana`, ...). */
  namespaces: readonly string[];
};

export type WalletCatalogue = {
  /** Every wallet in rank order. */
  wallets: readonly CatalogueWallet[];
  byId: ReadonlyMap<string, CatalogueWallet>;
};

type Entry = Record<string, unknown>;

function fail(file: string, index: number, reason: string): never {
  throw new Error(`Invalid wallet catalogue ${file}: entry ${index} ${reason}`);
}

function string(entry: Entry, key: string, file: string, index: number): string {
  const value = entry[key];
  if (typeof value !== 'string' || value === '') fail(file, index, `needs a non-empty string "${key}"`);
  return value;
}

function optionalString(entry: Entry, key: string, file: string, index: number): string | null {
  const value = entry[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') fail(file, index, `has a non-string "${key}"`);
  return value;
}

function strings(entry: Entry, key: string, file: string, index: number): string[] {
  const value = entry[key] ?? [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    fail(file, index, `needs "${key}" as an array of strings`);
  }
  return value;
}

function toCatalogueWallet(value: unknown, file: string, index: number): CatalogueWallet {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(file, index, 'is not an object');
  const entry = value as Entry;
  const id = string(entry, 'id', file, index);
  const name = string(entry, 'name', file, index);
  const rank = entry.rank;
  if (typeof rank !== 'number' || !Number.isFinite(rank)) fail(file, index, 'needs a numeric "rank"');
  const badge = entry.badge_type;
  if (badge !== undefined && badge !== null && badge !== 'certified' && badge !== 'none') {
    fail(file, index, `has an unknown badge_type ${JSON.stringify(badge)}`);
  }
  const chains = strings(entry, 'chains', file, index);
  const slug = optionalString(entry, 'slug', file, index);
  const aliases = strings(entry, 'aliases', file, index);
  const namespaces = strings(entry, 'namespaces', file, index);
  return {
    wallet: {
      id,
      name,
      image_id: id,
      image_url: null,
      mobile_link: optionalString(entry, 'mobile_link', file, index),
      desktop_link: optionalString(entry, 'desktop_link', file, index),
      webapp_link: optionalString(entry, 'webapp_link', file, index),
      rdns: optionalString(entry, 'rdns', file, index),
      chains,
      badge_type: badge ?? null,
      // Where to get the wallet (the widget's "Get a wallet" view).
      homepage: optionalString(entry, 'homepage', file, index),
      app_store: optionalString(entry, 'app_store', file, index),
      play_store: optionalString(entry, 'play_store', file, index),
    },
    rank,
    chains,
    searchTerms: [name, ...aliases, ...(slug ? [slug] : [])].map((term) => term.toLowerCase()),
    namespaces: namespaces.length > 0 ? namespaces : [...new Set(chains.map((chain) => chain.split(':')[0] ?? ''))],
  };
}

/** Reads and validates the wallet catalogue (../shared/data/wallets.json), sorted by rank. Throws a clear error on bad data. */
export function loadWalletCatalogue(file: string): WalletCatalogue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the wallet catalogue ${file}: ${errorMessage(error)}`, { cause: error });
  }
  if (!Array.isArray(parsed)) throw new Error(`Invalid wallet catalogue ${file}: expected a JSON array`);
  const wallets = parsed.map((entry, index) => toCatalogueWallet(entry, file, index)).sort((a, b) => a.rank - b.rank);
  const byId = new Map<string, CatalogueWallet>();
  for (const entry of wallets) {
    if (byId.has(entry.wallet.id)) throw new Error(`Invalid wallet catalogue ${file}: the id ${entry.wallet.id} appears twice`);
    byId.set(entry.wallet.id, entry);
  }
  return { wallets, byId };
}
