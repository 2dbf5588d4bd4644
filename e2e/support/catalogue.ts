import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The fields of a catalogue entry (../shared/data/wallets.json) the suite checks against. */
export interface CatalogueWallet {
  id: string;
  rank: number;
  name: string;
  slug: string;
  aliases: string[];
  rdns: string | null;
}

const WALLETS_FILE = fileURLToPath(new URL('../../../shared/data/wallets.json', import.meta.url));

/** Catalogue wallets in rank order, read in place from the shared data. */
export const catalogueWallets: readonly CatalogueWallet[] = (
  JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as CatalogueWallet[]
)
  .map(({ id, rank, name, slug, aliases, rdns }) => ({ id, rank, name, slug, aliases: aliases ?? [], rdns }))
  .sort((a, b) => a.rank - b.rank);

export const catalogueById: ReadonlyMap<string, CatalogueWallet> = new Map(
  catalogueWallets.map((wallet) => [wallet.id, wallet]),
);

/** The services' search rule: name, aliases or slug contain the query, case-insensitively. */
export function walletMatchesSearch(wallet: CatalogueWallet, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return [wallet.name, wallet.slug, ...wallet.aliases].some((field) => field.toLowerCase().includes(needle));
}
