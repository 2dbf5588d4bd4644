import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { WALLETS_PAGE_SIZE } from '../constants.js';
import type { AllowedOriginsResponse, AnalyticsConfigResponse, ProjectConfigResponse } from '../types/features.js';
import type { GetWalletsInfiniteParameters, GetWalletsParameters, GetWalletsReturnType } from '../types/wallet.js';
import { allowedOriginsSchema } from './allowedOriginsSchema.js';
import { analyticsConfigSchema } from './analyticsConfigSchema.js';
import { projectConfigSchema } from './projectConfigSchema.js';
import type { foyerBaseQuery } from './foyerBaseQuery.js';
import { servicesApi } from './servicesApi.js';
import { walletsPageSchema } from './walletsPageSchema.js';

/**
 * The wallet catalogue endpoints of `servicesApi`: project config, allowed origins, wallets and
 * analytics config. Same reducerPath and middleware as every other feature's endpoints.
 * @example
 * const { data } = catalogueApi.useGetWalletsQuery({ page: 1, entries: 40 })
 */
export const catalogueApi = /* @__PURE__ */ servicesApi.injectEndpoints({
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

/**
 * `catalogueApi.useGetWalletsQuery`, looked up when called (the hooks exist once
 * `attachReactHooks` ran). Remotes use this export: RTK Query adds hooks to an API's type through
 * a module augmentation, which a remote compiled with `moduleResolution: Bundler` applies to the
 * ESM typings while the kernel's declarations use the CommonJS ones, so there the hook is untyped.
 * @example
 * const { data } = useGetWalletsQuery({ page: 1, entries: 4 })
 */
export const useGetWalletsQuery: TypedUseQuery<GetWalletsReturnType, GetWalletsParameters, typeof foyerBaseQuery> = (...args) =>
  catalogueApi.useGetWalletsQuery(...args);
