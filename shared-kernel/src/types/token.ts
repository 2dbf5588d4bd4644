import type { CaipAddress, CaipNetworkId } from './network.js';

/** A token balance as returned by the chain data service (spec §3). */
export type TokenBalance = {
  name: string;
  symbol: string;
  chainId: CaipNetworkId | string;
  /** CAIP-10 token contract address; absent for the native token. */
  address?: CaipAddress | string;
  /** Fiat value of the holding. */
  value: number;
  /** Fiat price of one token. */
  price: number;
  quantity: {
    decimals: string;
    /** Exact decimal string of the amount. */
    numeric: string;
  };
  iconUrl: string;
};

/** Cached native balance (spec §3 "Balance cache entry"). */
export type BalanceCacheEntry = {
  caipAddress: CaipAddress;
  balance: string;
  /** Epoch milliseconds of the fetch. */
  timestamp: number;
};

export type GetBalanceParameters = {
  address: string;
  chainId: CaipNetworkId | string;
  currency?: string;
  forceUpdate?: string;
};

export type GetBalanceReturnType = TokenBalance[];

/** The price of one token as `POST /v1/fungible/price` answers it (AppKit's shape); 0 when the services do not know it. */
export type FungiblePrice = {
  /** The CAIP-10 address asked for. */
  address: string;
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
};

export type GetTokenPricesParameters = {
  /** CAIP-10 token addresses (`eip155:1:0xeeee…eeee` for an EVM chain's native currency). */
  addresses: readonly string[];
  currency?: string;
};

export type GetTokenPricesReturnType = FungiblePrice[];
