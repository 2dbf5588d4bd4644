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
