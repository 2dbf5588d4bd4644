import { RECOMMENDED_WALLETS_COUNT, WALLET_GROUP_ORDER, type Connector, type CustomWalletEntry, type Wallet, type WalletGroup } from '@foyer/kernel';
import type { WalletGroupEntry, WalletListItem } from './WalletListItem.js';

export type BuildWalletGroupsParameters = {
  connectors: readonly Connector[];
  /** Most recent first. */
  recentWalletIds: readonly string[];
  featuredWalletIds: readonly string[];
  /** When not empty, only these catalogue wallets are listed (installed wallets always are). */
  includeWalletIds: readonly string[];
  /** Catalogue ids, rdns or names (case-insensitive) of wallets to hide. */
  excludeWalletIds: readonly string[];
  /** Catalogue wallets known so far (first page, featured, excluded lookups), in rank order. */
  wallets: readonly Wallet[];
  /** The dapp's own wallets (`customWallets`), listed in the custom group in their order. */
  customWallets?: readonly CustomWalletEntry[];
};

/**
 * The Connect view's wallet groups in the order of spec §2 (walletConnect, recent, injected,
 * featured, custom, external, recommended), empty groups left out. Each wallet appears once:
 * an installed catalogue wallet is listed as injected (flagged `recent` when it is), and
 * recommended takes the first `RECOMMENDED_WALLETS_COUNT` catalogue wallets not shown yet.
 * Excluded wallets are hidden by catalogue id, rdns or name. Custom wallets (`customWallets`) follow featured ones.
 * @example
 * buildWalletGroups({ connectors, recentWalletIds: [], featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: ['io.metamask'], wallets })
 */
export function buildWalletGroups(parameters: BuildWalletGroupsParameters): WalletGroupEntry[] {
  const { connectors, recentWalletIds, featuredWalletIds, includeWalletIds, wallets, customWallets = [] } = parameters;
  const isExcluded = exclusionTest(parameters);
  const walletById = new Map(wallets.map((wallet) => [wallet.id, wallet]));
  const walletByRdns = new Map(
    wallets.filter((wallet) => wallet.rdns).map((wallet) => [(wallet.rdns as string).toLowerCase(), wallet]),
  );
  const included = (wallet: Wallet) => includeWalletIds.length === 0 || includeWalletIds.includes(wallet.id);
  const recentRank = (ids: readonly (string | undefined)[]) => {
    const ranks = ids.map((id) => (id === undefined ? -1 : recentWalletIds.indexOf(id))).filter((rank) => rank >= 0);
    return ranks.length > 0 ? Math.min(...ranks) : Number.POSITIVE_INFINITY;
  };

  const shown = new Set<string>();
  const groups = new Map<WalletGroup, WalletListItem[]>(WALLET_GROUP_ORDER.map((group) => [group, []]));
  const push = (group: WalletGroup, item: WalletListItem) => {
    shown.add(item.id);
    if (item.wallet) shown.add(item.wallet.id);
    groups.get(group)?.push(item);
  };

  const connectorItem = (connector: Connector): WalletListItem => {
    const wallet =
      (connector.explorerId === undefined ? undefined : walletById.get(connector.explorerId)) ??
      (connector.info?.rdns ? walletByRdns.get(connector.info.rdns.toLowerCase()) : undefined);
    const id = connector.explorerId ?? wallet?.id ?? connector.id;
    return {
      id,
      name: connector.name,
      imageUrl: connector.imageUrl ?? wallet?.image_url ?? undefined,
      imageId: connector.imageId ?? wallet?.image_id ?? undefined,
      connectorId: connector.id,
      wallet,
      installed: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
      recent: recentRank([id, connector.id]) !== Number.POSITIVE_INFINITY,
      chain: connector.chain,
    };
  };
  const walletItem = (wallet: Wallet, recent = false): WalletListItem => ({
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_url ?? undefined,
    imageId: wallet.image_id ?? undefined,
    connectorId: undefined,
    wallet,
    installed: false,
    recent,
  });
  const visible = (connector: Connector) => {
    const item = connectorItem(connector);
    return isExcluded({ id: item.id, rdns: connector.info?.rdns, name: connector.name }) ||
      (item.wallet !== undefined && isExcluded(item.wallet))
      ? undefined
      : item;
  };

  for (const connector of connectors) {
    if (connector.type !== 'WALLET_CONNECT') continue;
    const item = visible(connector);
    if (item) push('walletConnect', item);
  }

  // Installed wallets first (recently used ones on top), so a recent or featured wallet that is
  // installed is listed once, as injected.
  const injected = connectors
    .filter((connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED')
    .map((connector) => visible(connector))
    .filter((item): item is WalletListItem => item !== undefined)
    .map((item, index) => ({ item, index, rank: recentRank([item.id, item.connectorId]) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
  const installedIds = new Set(injected.flatMap((item) => [item.id, item.connectorId ?? item.id]));

  for (const id of recentWalletIds) {
    const wallet = walletById.get(id);
    if (!wallet || installedIds.has(id) || shown.has(id) || isExcluded(wallet) || !included(wallet)) continue;
    push('recent', walletItem(wallet, true));
  }
  for (const item of injected) push('injected', item);

  for (const id of featuredWalletIds) {
    const wallet = walletById.get(id);
    if (!wallet || shown.has(id) || isExcluded(wallet)) continue;
    push('featured', walletItem(wallet, recentWalletIds.includes(id)));
  }

  // Not subject to includeWalletIds: the dapp listed them itself.
  for (const wallet of customWallets) {
    if (shown.has(wallet.id) || isExcluded(wallet)) continue;
    push('custom', walletItem(wallet, recentWalletIds.includes(wallet.id)));
  }

  for (const connector of connectors) {
    if (connector.type !== 'EXTERNAL') continue;
    const item = visible(connector);
    if (item && !shown.has(item.id)) push('external', item);
  }

  let recommended = 0;
  for (const wallet of wallets) {
    if (recommended >= RECOMMENDED_WALLETS_COUNT) break;
    if (shown.has(wallet.id) || isExcluded(wallet) || !included(wallet)) continue;
    push('recommended', walletItem(wallet, recentWalletIds.includes(wallet.id)));
    recommended += 1;
  }

  return WALLET_GROUP_ORDER.map((group) => ({ group, items: groups.get(group) ?? [] })).filter(
    (entry) => entry.items.length > 0,
  );
}

type Identity = { id: string; rdns?: string | null | undefined; name: string };

/**
 * Exclusion by catalogue id, rdns or name, case-insensitively. A catalogue wallet excluded by id
 * also hides the installed wallet with its rdns or name.
 */
function exclusionTest({ excludeWalletIds, wallets }: BuildWalletGroupsParameters): (wallet: Identity) => boolean {
  const keys = new Set(excludeWalletIds.map((value) => value.trim().toLowerCase()).filter(Boolean));
  for (const wallet of wallets) {
    if (!keys.has(wallet.id.toLowerCase())) continue;
    if (wallet.rdns) keys.add(wallet.rdns.toLowerCase());
    keys.add(wallet.name.toLowerCase());
  }
  return ({ id, rdns, name }) =>
    keys.size > 0 && (keys.has(id.toLowerCase()) || (!!rdns && keys.has(rdns.toLowerCase())) || keys.has(name.trim().toLowerCase()));
}
