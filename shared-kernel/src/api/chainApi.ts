import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { BALANCE_CACHE_SECONDS, BALANCE_RETRY_WINDOW_MS } from '../constants.js';
import type {
  FungiblePrice,
  GetBalanceParameters,
  GetBalanceReturnType,
  GetTokenPricesParameters,
  GetTokenPricesReturnType,
  TokenBalance,
} from '../types/token.js';
import { balanceResponseSchema } from './balanceResponseSchema.js';
import type { foyerBaseQuery } from './foyerBaseQuery.js';
import { fungiblePriceSchema } from './fungiblePriceSchema.js';
import { servicesApi } from './servicesApi.js';

/**
 * The blockchain data endpoints of `servicesApi`. Other features inject theirs into
 * `servicesApi` too, so a `Balance` tag they invalidate refetches these balances.
 * @example
 * const { data: balances } = chainApi.useGetBalanceQuery({ address, chainId: 'eip155:31337' })
 * const { data: prices } = chainApi.useGetTokenPricesQuery({ addresses: ['eip155:31337:0xe1c2…'] })
 */
export const chainApi = /* @__PURE__ */ servicesApi.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<GetBalanceReturnType, GetBalanceParameters>({
      query: ({ address, chainId, currency = 'usd', forceUpdate }) => ({
        url: `/v1/account/${encodeURIComponent(address)}/balance`,
        params: { chainId, currency, forceUpdate },
      }),
      rawResponseSchema: balanceResponseSchema,
      transformResponse: (response: { balances: TokenBalance[] }) => response.balances,
      keepUnusedDataFor: BALANCE_CACHE_SECONDS,
      extraOptions: { retryWindowMs: BALANCE_RETRY_WINDOW_MS },
      providesTags: (_result, _error, { address, chainId }) => [{ type: 'Balance', id: `${chainId}:${address}` }],
    }),
    getTokenPrices: build.query<GetTokenPricesReturnType, GetTokenPricesParameters>({
      query: ({ addresses, currency = 'usd' }) => ({ url: '/v1/fungible/price', method: 'POST', body: { currency, addresses } }),
      rawResponseSchema: fungiblePriceSchema,
      transformResponse: (response: { fungibles: FungiblePrice[] }) => response.fungibles,
      keepUnusedDataFor: BALANCE_CACHE_SECONDS,
      providesTags: ['TokenPrices'],
    }),
  }),
});

/**
 * `chainApi.useGetBalanceQuery` for remotes (looked up when called; typed here because a remote compiled
 * with `moduleResolution: Bundler` sees the API's hooks untyped, see `useGetWalletsQuery`).
 * @example
 * const { data: balances } = useGetBalanceQuery({ address, chainId: 'eip155:31337' })
 */
export const useGetBalanceQuery: TypedUseQuery<GetBalanceReturnType, GetBalanceParameters, typeof foyerBaseQuery> = (...args) =>
  chainApi.useGetBalanceQuery(...args);
