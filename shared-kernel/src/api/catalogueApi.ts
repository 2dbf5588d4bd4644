import { createFoyerApi } from './createFoyerApi.js';
import { WALLETS_PAGE_SIZE } from '../constants.js';
import type { AllowedOriginsResponse, AnalyticsConfigResponse, ProjectConfigResponse } from '../types/features.js';
import type { GetWalletsInfiniteParameters, GetWalletsParameters, GetWalletsReturnType } from '../types/wallet.js';
import { API_TAG_TYPES } from './apiTagTypes.js';
import { foyerBaseQuery } from './foyerBaseQuery.js';
import { allowedOriginsSchema } from './allowedOriginsSchema.js';
import { analyticsConfigSchema } from './analyticsConfigSchema.js';
import { projectConfigSchema } from './projectConfigSchema.js';
import { schemaFailureToQueryError } from './schemaFailureToQueryError.js';
import { walletsPageSchema } from './walletsPageSchema.js';

/**
 * The wallet catalogue service: project config, allowed origins, wallets and analytics config.
 * @example
 * const { data } = catalogueApi.useGetWalletsQuery({ page: 1, entries: 40 })
 */
export const catalogueApi = /* @__PURE__ */ createFoyerApi({
  reducerPath: 'catalogueApi',
  baseQuery: foyerBaseQuery,
  tagTypes: API_TAG_TYPES,
  // Answers are validated (L6): a malformed one becomes an INVALID_RESPONSE error, never a crash.
  catchSchemaFailure: schemaFailureToQueryError,
  endpoints: (build) => ({
    getProjectConfig: build.query<ProjectConfigResponse, void>({
      query: () => '/appkit/v1/config',
      rawResponseSchema: projectConfigSchema,
      providesTags: ['ProjectConfig'],
    }),
    getAllowedOrigins: build.query<AllowedOriginsResponse, void>({
      query: () => '/projects/v1/origins',
      rawResponseSchema: allowedOriginsSchema,
      providesTags: ['AllowedOrigins'],
    }),
    getWallets: build.query<GetWalletsReturnType, GetWalletsParameters>({
      query: ({ page, entries, search, include, exclude, chains, badge_type }) => ({
        url: '/getWallets',
        params: { page, entries, search, include, exclude, chains, badge_type },
      }),
      rawResponseSchema: walletsPageSchema,
      providesTags: ['Wallets'],
    }),
    getWalletsInfinite: build.infiniteQuery<GetWalletsReturnType, GetWalletsInfiniteParameters, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, allPages, lastPageParam) => {
          // Dropped (malformed) wallets still count as served, or a bad page would end the list early.
          const served = (page: GetWalletsReturnType) => page.data.length + (page.invalid?.length ?? 0);
          const loaded = allPages.reduce((total, page) => total + served(page), 0);
          return served(lastPage) > 0 && loaded < lastPage.count ? lastPageParam + 1 : undefined;
        },
      },
      query: ({ queryArg: { search, include, exclude, chains, badge_type }, pageParam }) => ({
        url: '/getWallets',
        params: { page: pageParam, entries: WALLETS_PAGE_SIZE, search, include, exclude, chains, badge_type },
      }),
      rawResponseSchema: walletsPageSchema,
      providesTags: ['Wallets'],
    }),
    getAnalyticsConfig: build.query<AnalyticsConfigResponse, void>({
      query: () => '/getAnalyticsConfig',
      rawResponseSchema: analyticsConfigSchema,
      providesTags: ['AnalyticsConfig'],
    }),
  }),
});
