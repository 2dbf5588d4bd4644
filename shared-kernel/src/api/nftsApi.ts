import { BALANCE_CACHE_SECONDS } from '../constants.js';
import type { GetNftsParameters, GetNftsReturnType } from '../types/nft.js';
import { nftsResponseSchema } from './nftsResponseSchema.js';
import { servicesApi } from './servicesApi.js';

/**
 * The NFTs endpoint of `servicesApi`: one page of what an account holds on a chain (`next` is the following page's
 * cursor). A send invalidates the `Nfts` tag of the account.
 * @example
 * const { data } = nftsApi.useGetNftsQuery({ address, chainId: 'eip155:31337' })
 */
export const nftsApi = /* @__PURE__ */ servicesApi.injectEndpoints({
  endpoints: (build) => ({
    getNfts: build.query<GetNftsReturnType, GetNftsParameters>({
      query: ({ address, chainId, cursor, forceUpdate }) => ({
        url: `/v1/account/${encodeURIComponent(address)}/nfts`,
        params: { chainId, cursor, forceUpdate },
      }),
      rawResponseSchema: nftsResponseSchema,
      keepUnusedDataFor: BALANCE_CACHE_SECONDS,
      providesTags: (_result, _error, { address, chainId }) => [{ type: 'Nfts', id: `${chainId}:${address}` }],
    }),
  }),
});
