import type { CaipAddress, CaipNetworkId } from './network.js';

/** The collection an NFT belongs to; `spam` marks unsolicited airdrops that wallets hide. */
export type NftCollection = {
  /** CAIP-10 address of the collection contract. */
  address: CaipAddress | string;
  name: string;
  symbol: string;
  spam: boolean;
};

/** One NFT an account holds, as the services' NFTs endpoint returns it (`/v1/account/{address}/nfts`). */
export type Nft = {
  collection: NftCollection;
  /** Decimal token id. */
  tokenId: string;
  name: string;
  /** A `data:image/…` URI or an https URL; '' when the item has none. */
  image: string;
  description: string;
};

export type GetNftsParameters = {
  address: string;
  chainId: CaipNetworkId | string;
  /** The `next` of the previous page. */
  cursor?: string;
  forceUpdate?: string;
};

export type GetNftsReturnType = {
  data: Nft[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
};
