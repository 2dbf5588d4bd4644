import { createFoyerApi } from './createFoyerApi.js';
import { API_TAG_TYPES } from './apiTagTypes.js';
import { foyerBaseQuery } from './foyerBaseQuery.js';
import { SERVICES_API_REDUCER_PATH } from './isServicesQueryFulfilled.js';
import { schemaFailureToQueryError } from './schemaFailureToQueryError.js';

/**
 * The one RTK Query API of the services base URL (`services.apiUrl`): one reducerPath, one
 * middleware, one cache, so a tag invalidated by one feature refetches what another feature
 * shows (a send invalidates `Balance`). It has no endpoints of its own: each feature injects
 * its endpoints from its own file (`catalogueApi.ts`, `chainApi.ts`, a remote's endpoints) and
 * uses the result of `injectEndpoints`, whose type knows those endpoints and their hooks.
 * Not in `createRootReducer`: the shell injects it into its store (`rootReducer.inject`, its
 * middleware through a dynamic middleware) when this code loads, so RTK Query is not on a host
 * page's first load; the test kit's stores include it.
 * @example
 * export const namesApi = servicesApi.injectEndpoints({
 *   endpoints: (build) => ({ getName: build.query<Name, string>({ query: (address) => `/names/${address}`, providesTags: ['Names'] }) }),
 * })
 */
export const servicesApi = /* @__PURE__ */ createFoyerApi({
  reducerPath: SERVICES_API_REDUCER_PATH,
  baseQuery: foyerBaseQuery,
  tagTypes: API_TAG_TYPES,
  // Answers are validated (L6): a malformed one becomes an INVALID_RESPONSE error, never a crash.
  catchSchemaFailure: schemaFailureToQueryError,
  // After the browser comes back online, what is on screen is asked again once (the shell sets up the listeners).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
