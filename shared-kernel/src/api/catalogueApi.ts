import { createFoyerApi } from './createFoyerApi.js';
import { WALLETS_PAGE_SIZE } from '../constants.js';
import type { AllowedOriginsResponse, AnalyticsConfigResponse, ProjectConfigResponse } from '../types/features.js';
import type { GetWalletsInfiniteParameters, GetWalletsParameters, GetWalletsReturnType } from '../types/wallet.js';
import { API_TAG_TYPES } from './apiTagTypes.js';
import { foyerBaseQuery } from './foyerBaseQuery.js';

/**
 * The wallet catalogue service: project config, allowed origins, wallets and analytics config.
 * @example
 * const { data } = catalogueApi.useGetWalletsQuery({ page: 1, entries: 40 })
 */
export const catalogueApi = /* @__PURE__ */ createFoyerApi({
  reducerPath: 'catalogueApi',
  baseQuery: foyerBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: (build) => ({
    getProjectConfig: build.query<ProjectConfigResponse, void>({
      query: () => '/appkit/v1/config',
      providesTags: ['ProjectConfig'],
    }),
    getAllowedOrigins: build.query<AllowedOriginsResponse, void>({
      query: () => '/projects/v1/origins',
      providesTags: ['AllowedOrigins'],
    }),
    getWallets: build.query<GetWalletsReturnType, GetWalletsParameters>({
      query: ({ page, entries, search, include, exclude, chains, badge_type }) => ({
        url: '/getWallets',
        params: { page, entries, search, include, exclude, chains, badge_type },
      }),
      providesTags: ['Wallets'],
    }),
    getWalletsInfinite: build.infiniteQuery<GetWalletsReturnType, GetWalletsInfiniteParameters, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, allPages, lastPageParam) => {
          const loaded = allPages.reduce((total, page) => total + page.data.length, 0);
          return lastPage.data.length > 0 && loaded < lastPage.count ? lastPageParam + 1 : undefined;
        },
      },
      query: ({ queryArg: { search, include, exclude, chains, badge_type }, pageParam }) => ({
        url: '/getWallets',
        params: { page: pageParam, entries: WALLETS_PAGE_SIZE, search, include, exclude, chains, badge_type },
      }),
      providesTags: ['Wallets'],
    }),
    getAnalyticsConfig: build.query<AnalyticsConfigResponse, void>({
      query: () => '/getAnalyticsConfig',
      providesTags: ['AnalyticsConfig'],
    }),
  }),
});
