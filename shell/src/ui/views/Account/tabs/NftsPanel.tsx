import { nftsApi, type CaipNetwork, type Nft } from '@foyer/kernel';
import { useMemo } from 'react';
import { isSafeImageSrc } from '../../../components/WalletImage/isSafeImageSrc.js';
import { messages } from '../../../messages.js';
import { PanelLoading, PanelState } from '../PanelState.js';

export type NftsPanelProps = { address: string; network: CaipNetwork };

/** The contract part of a CAIP-10 collection address (the address itself when it is not CAIP-10). */
const contractOf = (address: string) => address.slice(address.lastIndexOf(':') + 1);

/**
 * The NFTs tab: a grid of the account's items on the active chain (`nft-item`, `data-collection` the contract,
 * `data-token-id`), spam collections hidden; each tile is focusable and named after the item and its collection.
 */
export function NftsPanel({ address, network }: NftsPanelProps) {
  const { data, isLoading, isFetching, isError, refetch } = nftsApi.useGetNftsQuery({ address, chainId: network.caipNetworkId });
  const items = useMemo(() => (data ? data.data.filter((item) => !item.collection.spam) : []), [data]);

  if (isError) {
    return <PanelState testId="nfts-error" icon="alert" error title={messages.accountTabs.nftsFailed} onRetry={() => void refetch()} retryTestId="nfts-retry" busy={isFetching} />;
  }
  if (isLoading || (!data && isFetching)) {
    return <PanelLoading testId="nfts-loading" className="foyer-nft-grid" label={messages.accountTabs.loadingNfts} height={120} />;
  }
  if (items.length === 0) return <PanelState testId="nfts-empty" icon="wallet" title={messages.accountTabs.noNfts} text={messages.accountTabs.noNftsText} />;
  return (
    <ul className="foyer-nft-grid" data-testid="nft-grid">
      {items.map((item) => (
        <NftTile key={`${item.collection.address}/${item.tokenId}`} item={item} />
      ))}
    </ul>
  );
}

function NftTile({ item }: { item: Nft }) {
  const name = item.name || messages.accountTabs.untitledNft(item.collection.name, item.tokenId);
  return (
    <li
      className="foyer-nft"
      data-testid="nft-item"
      data-collection={contractOf(item.collection.address)}
      data-token-id={item.tokenId}
      tabIndex={0}
      aria-label={messages.accountTabs.nftTile(name, item.collection.name)}
    >
      {isSafeImageSrc(item.image) ? (
        <img className="foyer-nft__image" src={item.image} alt={name} loading="lazy" />
      ) : (
        <span className="foyer-nft__image" aria-hidden="true" />
      )}
      <span className="foyer-nft__name" aria-hidden="true">
        {name}
      </span>
    </li>
  );
}
