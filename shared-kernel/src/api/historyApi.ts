import type { TypedUseInfiniteQuery } from '@reduxjs/toolkit/query/react';
import type { foyerBaseQuery } from './foyerBaseQuery.js';
import { historyResponseSchema, type TransactionsPage } from './historyResponseSchema.js';
import { servicesApi } from './servicesApi.js';

/** Transactions per page the Activity tab asks for, also the services' default. */
export const TRANSACTIONS_PAGE_SIZE = 20;
/** The most transactions one history page may hold (a bigger `limit` is a 400). */
export const TRANSACTIONS_MAX_PAGE_SIZE = 50;

/** Whose activity, on which chain (only that chain's transactions are listed). */
export type GetTransactionsParameters = { address: string; chainId: string };
export type GetTransactionsReturnType = TransactionsPage;

/**
 * The activity endpoint of `servicesApi`: an infinite query over `/v1/account/{account}/history`, one page per
 * cursor (`''` is the first page; a page's `next` is the following one's, null at the end). A send invalidates the
 * account's `Transactions` tag.
 * @example
 * const { data, fetchNextPage, hasNextPage } = historyApi.useGetTransactionsInfiniteQuery({ address, chainId: 'eip155:31337' })
 */
export const historyApi = /* @__PURE__ */ servicesApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.infiniteQuery<GetTransactionsReturnType, GetTransactionsParameters, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg: { address, chainId }, pageParam }) => ({
        url: `/v1/account/${encodeURIComponent(address)}/history`,
        params: { chainId, limit: TRANSACTIONS_PAGE_SIZE, ...(pageParam === '' ? {} : { cursor: pageParam }) },
      }),
      rawResponseSchema: historyResponseSchema,
      providesTags: (_result, _error, { address, chainId }) => [{ type: 'Transactions', id: `${chainId}:${address}` }],
    }),
  }),
});

/**
 * `historyApi.useGetTransactionsInfiniteQuery`, looked up when called (see `useGetWalletsQuery`: a remote's
 * `moduleResolution: Bundler` does not see the hooks on the API's type).
 * @example
 * const { data, fetchNextPage, hasNextPage } = useGetTransactionsInfiniteQuery({ address, chainId: 'eip155:31337' })
 */
export const useGetTransactionsInfiniteQuery: TypedUseInfiniteQuery<GetTransactionsReturnType, GetTransactionsParameters, string, typeof foyerBaseQuery> = (
  ...args
) => historyApi.useGetTransactionsInfiniteQuery(...args);
