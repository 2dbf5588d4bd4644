import type { TypedUseLazyQuery, TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { foyerBaseQuery } from '../api/foyerBaseQuery.js';
import { servicesApi } from '../api/servicesApi.js';
import {
  ONRAMP_PATHS,
  type OnrampOptions,
  type OnrampProvider,
  type OnrampPurchase,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
} from './onrampContract.js';
import {
  onrampOptionsSchema,
  onrampProvidersSchema,
  onrampPurchaseSchema,
  onrampPurchasesSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
} from './onrampResponseSchemas.js';

/** A quote is re-asked rather than reused once nobody shows it for this long (it is valid for `ONRAMP_QUOTE_VALIDITY_MS`). */
const QUOTE_CACHE_SECONDS = 30;

/** The purchases of a destination address share this tag: a new checkout refetches the list. */
const purchasesTag = (address: string) => ({ type: 'Transactions' as const, id: `onramp:${address.toLowerCase()}` });

/**
 * The onramp endpoints of `servicesApi` (spec §7 `/v1/onramp/...`, `/v1/generators/onrampurl`): providers, options
 * (tag `OnrampOptions`), quotes, the checkout URL, and the purchases of an address (tagged `Transactions`: a finished
 * purchase that invalidates the history refetches them too). Reads bypass the browser's HTTP cache: a purchase's
 * status is polled. On failure the widget falls back to `DEFAULT_ONRAMP_OPTIONS` and `mockOnrampQuote` (spec §8).
 * @example
 * const { data } = onrampApi.useGetOnrampOptionsQuery('foyer-dev') // { purchaseCurrencies, paymentCurrencies }
 */
export const onrampApi = /* @__PURE__ */ servicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The providers this deployment offers. */
    getOnrampProviders: build.query<OnrampProvider[], void>({
      query: () => ({ url: ONRAMP_PATHS.providers, cache: 'no-cache' }),
      rawResponseSchema: onrampProvidersSchema,
      transformResponse: ({ providers }: { providers: OnrampProvider[] }) => providers,
      providesTags: ['OnrampOptions'],
    }),
    /** A provider's purchase and payment currencies with their limits (spec §3). */
    getOnrampOptions: build.query<OnrampOptions, string | undefined>({
      query: (provider) => ({ url: ONRAMP_PATHS.options, params: { provider }, cache: 'no-cache' }),
      rawResponseSchema: onrampOptionsSchema,
      providesTags: (_result, _error, provider) => [{ type: 'OnrampOptions', id: provider ?? 'default' }],
    }),
    /** What a fiat amount buys, after fees (a read: POST only because the request is a body). */
    getOnrampQuote: build.query<OnrampQuote, OnrampQuoteRequest>({
      query: (body) => ({ url: ONRAMP_PATHS.quote, method: 'POST', body }),
      rawResponseSchema: onrampQuoteSchema,
      keepUnusedDataFor: QUOTE_CACHE_SECONDS,
    }),
    /** Opens a purchase for a quote: the provider's checkout page and the purchase id to follow. */
    createOnrampUrl: build.mutation<OnrampUrlResponse, OnrampUrlRequest>({
      query: (body) => ({ url: ONRAMP_PATHS.onrampUrl, method: 'POST', body }),
      rawResponseSchema: onrampUrlSchema,
      invalidatesTags: (_result, _error, { destinationWallets }) => destinationWallets.map(({ address }) => purchasesTag(address)),
    }),
    /** One purchase's status (polled while its checkout is open). */
    getOnrampPurchase: build.query<OnrampPurchase, string>({
      query: (purchaseId) => ({ url: ONRAMP_PATHS.purchase(purchaseId), cache: 'no-cache' }),
      rawResponseSchema: onrampPurchaseSchema,
    }),
    /** The purchases delivered (or to be delivered) to an address, newest first. */
    getOnrampPurchases: build.query<OnrampPurchase[], string>({
      query: (address) => ({ url: ONRAMP_PATHS.purchases, params: { address }, cache: 'no-cache' }),
      rawResponseSchema: onrampPurchasesSchema,
      transformResponse: ({ purchases }: { purchases: OnrampPurchase[] }) =>
        [...purchases].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
      providesTags: (_result, _error, address) => [purchasesTag(address)],
    }),
  }),
});

// Typed here: a remote compiled with `moduleResolution: Bundler` sees the API's hooks untyped (see `useGetWalletsQuery`).

/** `onrampApi.useGetOnrampProvidersQuery`: the providers on offer. */
export const useGetOnrampProvidersQuery: TypedUseQuery<OnrampProvider[], void, typeof foyerBaseQuery> = (...args) =>
  onrampApi.useGetOnrampProvidersQuery(...args);

/** `onrampApi.useGetOnrampOptionsQuery`: a provider's currencies and limits. */
export const useGetOnrampOptionsQuery: TypedUseQuery<OnrampOptions, string | undefined, typeof foyerBaseQuery> = (...args) =>
  onrampApi.useGetOnrampOptionsQuery(...args);

/** `onrampApi.useGetOnrampQuoteQuery`: the quote for a fiat amount. */
export const useGetOnrampQuoteQuery: TypedUseQuery<OnrampQuote, OnrampQuoteRequest, typeof foyerBaseQuery> = (...args) =>
  onrampApi.useGetOnrampQuoteQuery(...args);

/** `onrampApi.useLazyGetOnrampQuoteQuery`: a quote asked on demand (e.g. the fiat amount a crypto amount needs). */
export const useLazyGetOnrampQuoteQuery: TypedUseLazyQuery<OnrampQuote, OnrampQuoteRequest, typeof foyerBaseQuery> = (...args) =>
  onrampApi.useLazyGetOnrampQuoteQuery(...args);

/** `onrampApi.useCreateOnrampUrlMutation`: open a purchase's checkout. */
export const useCreateOnrampUrlMutation: TypedUseMutation<OnrampUrlResponse, OnrampUrlRequest, typeof foyerBaseQuery> = (...args) =>
  onrampApi.useCreateOnrampUrlMutation(...args);

/** `onrampApi.useGetOnrampPurchaseQuery`: a purchase's status. */
export const useGetOnrampPurchaseQuery: TypedUseQuery<OnrampPurchase, string, typeof foyerBaseQuery> = (...args) =>
  onrampApi.useGetOnrampPurchaseQuery(...args);

/** `onrampApi.useGetOnrampPurchasesQuery`: an address's purchases, newest first. */
export const useGetOnrampPurchasesQuery: TypedUseQuery<OnrampPurchase[], string, typeof foyerBaseQuery> = (...args) =>
  onrampApi.useGetOnrampPurchasesQuery(...args);
