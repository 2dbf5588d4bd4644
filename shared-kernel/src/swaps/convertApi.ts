import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { foyerBaseQuery } from '../api/foyerBaseQuery.js';
import { servicesApi } from '../api/servicesApi.js';
import type { CaipNetworkId } from '../types/network.js';
import {
  CONVERT_PATHS,
  SWAP_QUOTE_VALIDITY_MS,
  type AllowanceResponse,
  type BuildApproveQuery,
  type BuildTransactionRequest,
  type ConvertQuote,
  type ConvertQuoteQuery,
  type ConvertToken,
  type ConvertTransactionResponse,
  type GasPriceResponse,
} from './convertContract.js';
import { allowanceSchema, convertQuotesSchema, convertTokensSchema, convertTransactionSchema, gasPriceSchema } from './convertResponseSchemas.js';

export type GetSwapAllowanceParameters = { tokenAddress: string; userAddress: string };

/**
 * The convert (swaps) endpoints of `servicesApi` (spec §7 `/v1/convert/...`). Quotes and allowances are
 * read past the browser's HTTP cache (`no-cache`: they follow the pools and the chain). A built swap is
 * not cached (mutation); once it is mined the caller invalidates `Balance`, `Transactions` and
 * `Allowance` (`swapSettled` below), so every view showing them refetches.
 * @example
 * const { data: quote } = convertApi.useGetSwapQuoteQuery({ amount: '100000000000000000', userAddress, from, to })
 */
export const convertApi = /* @__PURE__ */ servicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The tokens swappable on a chain, with prices and images. */
    getSwapTokens: build.query<ConvertToken[], CaipNetworkId>({
      query: (chainId) => ({ url: CONVERT_PATHS.tokens, params: { chainId } }),
      rawResponseSchema: convertTokensSchema,
      transformResponse: ({ tokens }: { tokens: ConvertToken[] }) => tokens,
      providesTags: (_result, _error, chainId) => [{ type: 'Tokens', id: chainId }],
    }),
    /** The pool's exact output for `amount` of `from` (the first quote the service answers). */
    getSwapQuote: build.query<ConvertQuote, ConvertQuoteQuery>({
      query: ({ amount, userAddress, from, to, gasPrice }) => ({ url: CONVERT_PATHS.quotes, params: { amount, userAddress, from, to, gasPrice }, cache: 'no-cache' }),
      rawResponseSchema: convertQuotesSchema,
      transformResponse: ({ quotes }: { quotes: ConvertQuote[] }) => {
        const [first] = quotes;
        if (!first) throw new Error('The service answered no quote');
        return first;
      },
      // Long enough for the preview to show the quote the form showed; never longer than it is valid.
      keepUnusedDataFor: SWAP_QUOTE_VALIDITY_MS / 1000,
      providesTags: ['SwapQuote'],
    }),
    /** What the swap router may spend of `tokenAddress` for `userAddress`. */
    getSwapAllowance: build.query<string, GetSwapAllowanceParameters>({
      query: ({ tokenAddress, userAddress }) => ({ url: CONVERT_PATHS.allowance, params: { tokenAddress, userAddress }, cache: 'no-cache' }),
      rawResponseSchema: allowanceSchema,
      transformResponse: ({ allowance }: AllowanceResponse) => allowance,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { tokenAddress, userAddress }) => [{ type: 'Allowance', id: `${tokenAddress}|${userAddress}`.toLowerCase() }],
    }),
    /** Gas prices (wei) of a swap network. */
    getSwapGasPrice: build.query<GasPriceResponse, CaipNetworkId>({
      query: (chainId) => ({ url: CONVERT_PATHS.gasPrice, params: { chainId }, cache: 'no-cache' }),
      rawResponseSchema: gasPriceSchema,
      providesTags: (_result, _error, chainId) => [{ type: 'GasPrice', id: chainId }],
    }),
    /** An ERC-20 `approve` of the swap router, ready to sign. */
    buildSwapApproval: build.mutation<ConvertTransactionResponse, BuildApproveQuery>({
      query: ({ userAddress, from, to, amount }) => ({ url: CONVERT_PATHS.buildApprove, params: { userAddress, from, to, amount }, cache: 'no-cache' }),
      rawResponseSchema: convertTransactionSchema,
    }),
    /** The router call of a swap (minimum out from a fresh quote and the slippage, and a deadline), ready to sign. */
    buildSwapTransaction: build.mutation<ConvertTransactionResponse, BuildTransactionRequest>({
      query: (body) => ({ url: CONVERT_PATHS.buildTransaction, method: 'POST', body }),
      rawResponseSchema: convertTransactionSchema,
    }),
  }),
});

/**
 * What a mined swap (or approval) changes: balances, history and allowances, refetched wherever shown.
 * @example
 * dispatch(swapSettled())
 */
export const swapSettled = () => convertApi.util.invalidateTags(['Balance', 'Transactions', 'Allowance']);

// Remotes call these (looked up when called: the hooks exist once `attachReactHooks` ran), typed here
// because a remote compiled with `moduleResolution: Bundler` sees the API's hooks untyped.

/** `convertApi.useGetSwapTokensQuery`: the tokens swappable on a chain. */
export const useGetSwapTokensQuery: TypedUseQuery<ConvertToken[], CaipNetworkId, typeof foyerBaseQuery> = (...args) => convertApi.useGetSwapTokensQuery(...args);

/** `convertApi.useGetSwapQuoteQuery`: a quote for an amount of one token in another. */
export const useGetSwapQuoteQuery: TypedUseQuery<ConvertQuote, ConvertQuoteQuery, typeof foyerBaseQuery> = (...args) => convertApi.useGetSwapQuoteQuery(...args);

/** `convertApi.useGetSwapAllowanceQuery`: what the swap router may spend. */
export const useGetSwapAllowanceQuery: TypedUseQuery<string, GetSwapAllowanceParameters, typeof foyerBaseQuery> = (...args) =>
  convertApi.useGetSwapAllowanceQuery(...args);

/** `convertApi.useGetSwapGasPriceQuery`: gas prices of a swap network. */
export const useGetSwapGasPriceQuery: TypedUseQuery<GasPriceResponse, CaipNetworkId, typeof foyerBaseQuery> = (...args) =>
  convertApi.useGetSwapGasPriceQuery(...args);

/** `convertApi.useBuildSwapApprovalMutation`: build the approval of the router. */
export const useBuildSwapApprovalMutation: TypedUseMutation<ConvertTransactionResponse, BuildApproveQuery, typeof foyerBaseQuery> = (...args) =>
  convertApi.useBuildSwapApprovalMutation(...args);

/** `convertApi.useBuildSwapTransactionMutation`: build a swap. */
export const useBuildSwapTransactionMutation: TypedUseMutation<ConvertTransactionResponse, BuildTransactionRequest, typeof foyerBaseQuery> = (...args) =>
  convertApi.useBuildSwapTransactionMutation(...args);
