import type { Wallet } from '@foyer/kernel';

/**
 * The wallets offered as deep links: the featured ones first (in the integrator's order), then
 * the catalogue's recommended ones, without duplicates, excluded wallets or wallets without a
 * link, at most `count`.
 * @example
 * selectDeepLinkWallets({ featuredIds: ['b'], featured: [b], recommended: [a, b], excludedIds: [], count: 4 }) // [b, a]
 */
export function selectDeepLinkWallets({
  featuredIds,
  featured,
  recommended,
  excludedIds,
  count,
}: {
  featuredIds: readonly string[];
  featured: readonly Wallet[];
  recommended: readonly Wallet[];
  excludedIds: readonly string[];
  count: number;
}): Wallet[] {
  const ordered = [
    ...featuredIds.map((id) => featured.find((wallet) => wallet.id === id)).filter((wallet) => wallet !== undefined),
    ...recommended,
  ];
  const seen = new Set<string>();
  const result: Wallet[] = [];
  for (const wallet of ordered) {
    if (seen.has(wallet.id) || excludedIds.includes(wallet.id)) continue;
    if (!wallet.mobile_link && !wallet.desktop_link && !wallet.webapp_link) continue;
    seen.add(wallet.id);
    result.push(wallet);
    if (result.length === count) break;
  }
  return result;
}
