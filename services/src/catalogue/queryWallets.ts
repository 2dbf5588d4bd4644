import type { Wallet } from '@foyer/kernel';
import type { CatalogueWallet, WalletCatalogue } from './loadWalletCatalogue.js';

export type WalletQuery = {
  /** 1-based. */
  page: number;
  entries: number;
  search?: string;
  /** Only these ids (when non-empty). */
  include?: readonly string[];
  exclude?: readonly string[];
  /** CAIP-2 ids, or bare namespaces (`eip155`, `eip155:*`) meaning any chain of that namespace. */
  chains?: readonly string[];
  badgeType?: 'certified' | 'none';
};

export type WalletPage = { count: number; data: Wallet[] };

function supportsAnyChain(entry: CatalogueWallet, chains: readonly string[]): boolean {
  return chains.some((chain) => {
    const [namespace, reference] = chain.split(':');
    if (reference === undefined || reference === '*') return entry.namespaces.includes(namespace ?? '');
    return entry.chains.includes(chain);
  });
}

/**
 * One page of the catalogue after the filters, in rank order. `count` is the number of wallets matching
 * the filters (all pages). `search` matches name, aliases and slug, case-insensitively.
 */
export function queryWallets(catalogue: WalletCatalogue, query: WalletQuery): WalletPage {
  const search = query.search?.trim().toLowerCase() ?? '';
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined;
  const exclude = new Set(query.exclude ?? []);
  const chains = query.chains ?? [];

  const matches = catalogue.wallets.filter(
    (entry) =>
      (include === undefined || include.has(entry.wallet.id)) &&
      !exclude.has(entry.wallet.id) &&
      (query.badgeType === undefined || (entry.wallet.badge_type ?? 'none') === query.badgeType) &&
      (chains.length === 0 || supportsAnyChain(entry, chains)) &&
      (search === '' || entry.searchTerms.some((term) => term.includes(search))),
  );
  const start = (query.page - 1) * query.entries;
  return {
    count: matches.length,
    data: matches.slice(start, start + query.entries).map((entry) => ({ ...entry.wallet, chains: [...entry.chains] })),
  };
}
