import type { Transaction } from '@foyer/kernel';

/**
 * The Activity tab's rows (spec §5): only transactions of the active chain, spam NFT transfers left out, and a
 * transaction left out when all it moved was spam; each transaction once (pages may overlap while the chain grows).
 * @example
 * visibleTransactions(pages.flatMap((page) => page.data), 'eip155:31337')
 */
export function visibleTransactions(transactions: readonly Transaction[], chainId: string): Transaction[] {
  const seen = new Set<string>();
  const visible: Transaction[] = [];
  for (const transaction of transactions) {
    if (transaction.metadata.chain !== chainId || seen.has(transaction.id)) continue;
    seen.add(transaction.id);
    const transfers = transaction.transfers.filter((transfer) => transfer.nft_info?.flags.is_spam !== true);
    if (transaction.transfers.length > 0 && transfers.length === 0) continue;
    visible.push(transfers.length === transaction.transfers.length ? transaction : { ...transaction, transfers });
  }
  return visible;
}
