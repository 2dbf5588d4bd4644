import { createFoyerApi } from './createFoyerApi.js';
import { BALANCE_CACHE_SECONDS, BALANCE_RETRY_WINDOW_MS } from '../constants.js';
import type { GetBalanceParameters, GetBalanceReturnType, TokenBalance } from '../types/token.js';
import { API_TAG_TYPES } from './apiTagTypes.js';
import { balanceResponseSchema } from './balanceResponseSchema.js';
import { foyerBaseQuery } from './foyerBaseQuery.js';
import { schemaFailureToQueryError } from './schemaFailureToQueryError.js';

/**
 * The blockchain data service. Remotes inject their endpoints here (`chainApi.injectEndpoints`)
 * so that shared tags refresh across features.
 * @example
 * const { data: balances } = chainApi.useGetBalanceQuery({ address, chainId: 'eip155:31337' })
 */
export const chainApi = /* @__PURE__ */ createFoyerApi({
  reducerPath: 'chainApi',
  baseQuery: foyerBaseQuery,
  tagTypes: API_TAG_TYPES,
  // Answers are validated (L6): a malformed one becomes an INVALID_RESPONSE error, never a crash.
  catchSchemaFailure: schemaFailureToQueryError,
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
  }),
});
