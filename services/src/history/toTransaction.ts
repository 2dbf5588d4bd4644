import { checksumEvmAddress, formatUnits, FOYER_DEV_COLLECTIONS, isEvmAddress, type Transaction, type TransactionTransfer } from '@foyer/kernel';
import type { ChainEntry } from '../chain/createChainRegistry.js';
import type { AccountActivity, StoredTransfer } from '../indexer/AccountActivity.js';

function collectionOf(chainId: string, contract: string | undefined) {
  return FOYER_DEV_COLLECTIONS.find((collection) => collection.caipNetworkId === chainId && collection.address.toLowerCase() === contract);
}

function shownAddress(address: string): string {
  return isEvmAddress(address) && address.startsWith('0x') ? checksumEvmAddress(address) : address;
}

function toTransfer(chain: ChainEntry, transfer: StoredTransfer): TransactionTransfer {
  if (transfer.kind === 'erc721') {
    const collection = collectionOf(chain.chainId, transfer.contract);
    const item = collection?.items.find((candidate) => candidate.tokenId.toString() === transfer.tokenId);
    return {
      // Spam is the kernel table's word, decided when read: a collection flagged later is hidden in old rows too.
      nft_info: { name: item?.name ?? `${transfer.name ?? 'NFT'} #${transfer.tokenId ?? '?'}`, flags: { is_spam: collection?.spam ?? false } },
      direction: transfer.direction,
      quantity: { numeric: '1' },
    };
  }
  const native = transfer.kind === 'native';
  const name = native ? chain.nativeCurrency.name : transfer.name;
  const symbol = native ? chain.nativeCurrency.symbol : transfer.symbol;
  const decimals = native ? chain.nativeCurrency.decimals : (transfer.decimals ?? 0);
  return {
    fungible_info: { ...(name === undefined ? {} : { name }), ...(symbol === undefined ? {} : { symbol }) },
    direction: transfer.direction,
    quantity: { numeric: formatUnits(BigInt(transfer.amount), decimals) },
  };
}

/** One stored activity row as the kernel's `Transaction` (spec §3, AppKit's shape): amounts as exact decimals. */
export function toTransaction(chain: ChainEntry, activity: AccountActivity): Transaction {
  return {
    id: activity.hash,
    metadata: {
      minedAt: new Date(activity.minedAt * 1000).toISOString(),
      chain: chain.chainId,
      operationType: activity.operationType,
      status: activity.status,
      sentFrom: shownAddress(activity.sentFrom),
      sentTo: shownAddress(activity.sentTo),
    },
    transfers: activity.transfers.map((transfer) => toTransfer(chain, transfer)),
  };
}
