import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { IDENTITY_CACHE_SECONDS } from '../constants.js';
import type { foyerBaseQuery } from '../api/foyerBaseQuery.js';
import { servicesApi } from '../api/servicesApi.js';
import type { CaipNetworkId } from '../types/network.js';
import {
  PROFILE_PATHS,
  type IdentityResponse,
  type NameLookupResponse,
  type RegisteredName,
  type RegisterNameRequest,
} from './profileContract.js';
import { identitySchema, nameLookupSchema, registeredNameSchema, reverseSchema, suggestionsSchema } from './profileResponseSchemas.js';

export type GetIdentityParameters = { address: string; chainId: CaipNetworkId };

/**
 * The names and identity endpoints of `servicesApi` (spec §7 `/v1/profile/...`, `/v1/identity/...`).
 * A registration invalidates `Names` and `Identity`, so the Account view shows the new name at once.
 * Service errors keep the service's reason in `serverMessage` (shown before the catalogue message).
 * Every read bypasses the browser's HTTP cache (`no-cache`): the kernel's cache decides how long an
 * answer lives, and a registration must never be hidden by an answer the browser kept.
 * @example
 * const { data } = namesApi.useGetIdentityQuery({ address, chainId: 'eip155:31337' }) // { name, avatar }
 */
export const namesApi = /* @__PURE__ */ servicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Resolve a name, or check that it is free (`available`). */
    getAccountName: build.query<NameLookupResponse, string>({
      query: (name) => ({ url: PROFILE_PATHS.account(name), cache: 'no-cache' }),
      rawResponseSchema: nameLookupSchema,
      providesTags: (_result, _error, name) => [{ type: 'Names', id: name.toLowerCase() }],
    }),
    /** Free names close to a taken one. */
    getNameSuggestions: build.query<string[], string>({
      query: (name) => ({ url: PROFILE_PATHS.suggestions(name), cache: 'no-cache' }),
      rawResponseSchema: suggestionsSchema,
      transformResponse: ({ suggestions }: { suggestions: { name: string }[] }) => suggestions.map(({ name }) => name),
      providesTags: ['Names'],
    }),
    /** The names of an address, its primary name first. */
    getNamesForAddress: build.query<RegisteredName[], string>({
      query: (address) => ({ url: PROFILE_PATHS.reverse(address), cache: 'no-cache' }),
      rawResponseSchema: reverseSchema,
      transformResponse: ({ names }: { names: RegisteredName[] }) => names,
      keepUnusedDataFor: IDENTITY_CACHE_SECONDS,
      providesTags: (_result, _error, address) => [{ type: 'Names', id: address }],
    }),
    /** The primary name and avatar of an account. */
    getIdentity: build.query<IdentityResponse, GetIdentityParameters>({
      query: ({ address, chainId }) => ({ url: PROFILE_PATHS.identity(address), params: { chainId }, cache: 'no-cache' }),
      rawResponseSchema: identitySchema,
      keepUnusedDataFor: IDENTITY_CACHE_SECONDS,
      providesTags: (_result, _error, { address }) => [{ type: 'Identity', id: address }],
    }),
    /** Register a name with the account's signature over `message` (see `createRegisterNameMessage`). */
    registerAccountName: build.mutation<RegisteredName, RegisterNameRequest>({
      query: (body) => ({ url: PROFILE_PATHS.register, method: 'POST', body }),
      rawResponseSchema: registeredNameSchema,
      invalidatesTags: ['Names', 'Identity'],
    }),
  }),
});

// Remotes call these (looked up when called: the hooks exist once `attachReactHooks` ran), typed
// here because a remote compiled with `moduleResolution: Bundler` sees the API's hooks untyped
// (see `useGetWalletsQuery`).

/** `namesApi.useGetAccountNameQuery`: resolve a name / check it is free. */
export const useGetAccountNameQuery: TypedUseQuery<NameLookupResponse, string, typeof foyerBaseQuery> = (...args) =>
  namesApi.useGetAccountNameQuery(...args);

/** `namesApi.useGetNameSuggestionsQuery`: free names close to a taken one. */
export const useGetNameSuggestionsQuery: TypedUseQuery<string[], string, typeof foyerBaseQuery> = (...args) =>
  namesApi.useGetNameSuggestionsQuery(...args);

/** `namesApi.useGetIdentityQuery`: an account's primary name and avatar. */
export const useGetIdentityQuery: TypedUseQuery<IdentityResponse, GetIdentityParameters, typeof foyerBaseQuery> = (...args) =>
  namesApi.useGetIdentityQuery(...args);

/** `namesApi.useRegisterAccountNameMutation`: post a signed registration. */
export const useRegisterAccountNameMutation: TypedUseMutation<RegisteredName, RegisterNameRequest, typeof foyerBaseQuery> = (...args) =>
  namesApi.useRegisterAccountNameMutation(...args);
