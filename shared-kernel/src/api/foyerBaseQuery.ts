import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { SERVICES_REQUEST_TIMEOUT_MS } from '../constants.js';
import { httpQueryError, missingProjectIdError, servicesUrl, timeoutQueryError, type QueryParamValue } from './servicesRequest.js';
import type { ServicesState } from './servicesSlice.js';

/** Argument of `foyerBaseQuery`: a path below `apiUrl`, or a request description. */
export type FoyerQueryArgs =
  | string
  | {
      /** Path below `apiUrl`, starting with `/`. */
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      /** Query parameters; lists are joined with commas, empty values are left out. */
      params?: Record<string, QueryParamValue>;
      body?: unknown;
      /** The browser HTTP cache mode, e.g. `no-cache` where the kernel's own cache decides how long an answer lives. */
      cache?: RequestCache;
    };

/** Serializable error of every kernel endpoint (never a class instance in Redux state). */
export type FoyerQueryError = {
  /** HTTP status, or what went wrong before a status was known. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CONFIG_ERROR';
  /** The service's error code (e.g. `INVALID_PROJECT_ID`), else a catalogue code. */
  code: string;
  /** Message for the UI, e.g. 'HTTP status code: 404'. */
  message: string;
  /** The service's own message, when it sent one. */
  serverMessage?: string;
  /** Epoch ms of the failure, set by endpoints with a retry window. */
  failedAt?: number;
  /** Where a malformed answer went wrong (code `INVALID_RESPONSE`), e.g. `features.0`. */
  path?: string;
};

/** Per-endpoint options of `foyerBaseQuery`. */
export type FoyerQueryExtraOptions = {
  /** After a failure, requests for the same arguments return that failure for this long. */
  retryWindowMs?: number;
};

// The deadline covers the answer's body too (RTK Query's `timeout`), so a hung service ends in TIMEOUT_ERROR.
const fetchQuery = /* @__PURE__ */ fetchBaseQuery({ timeout: SERVICES_REQUEST_TIMEOUT_MS });

/**
 * Base query of the kernel APIs: resolves the path against `services.apiUrl`, adds
 * `projectId`, `st` and `sv` to every request and turns failures into `FoyerQueryError`; a request
 * unanswered after `SERVICES_REQUEST_TIMEOUT_MS` fails with `TIMEOUT_ERROR`.
 * Without a project id it sends nothing and fails with `CONFIG_ERROR` / `MISSING_PROJECT_ID`
 * (the code the services would answer).
 * @example
 * createApi({ reducerPath: 'myApi', baseQuery: foyerBaseQuery, endpoints: () => ({}) })
 */
export const foyerBaseQuery: BaseQueryFn<
  FoyerQueryArgs,
  unknown,
  FoyerQueryError,
  FoyerQueryExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions = {}) => {
  const { retryWindowMs } = extraOptions;
  if (retryWindowMs) {
    const previous = lastError(api.getState(), api.queryCacheKey);
    if (previous?.failedAt !== undefined && Date.now() - previous.failedAt < retryWindowMs) {
      return { error: previous };
    }
  }

  const services = (api.getState() as { services?: ServicesState }).services;
  if (!services) {
    return {
      error: { status: 'CONFIG_ERROR', code: 'SERVICES_NOT_CONFIGURED', message: 'The services slice is not in the store' },
    };
  }
  if (!services.projectId) return { error: missingProjectIdError() };

  const request = typeof args === 'string' ? { url: args } : args;
  const url = servicesUrl(services, request.url, request.params);
  const result = await fetchQuery(
    {
      url,
      method: request.method ?? 'GET',
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.cache === undefined ? {} : { cache: request.cache }),
    },
    api,
    {},
  );
  if (!result.error) return { data: result.data, ...(result.meta ? { meta: result.meta } : {}) };

  const error = toQueryError(result.error);
  return {
    error: retryWindowMs ? { ...error, failedAt: Date.now() } : error,
    ...(result.meta ? { meta: result.meta } : {}),
  };
};

type FetchError = NonNullable<Awaited<ReturnType<typeof fetchQuery>>['error']>;

function toQueryError(error: FetchError): FoyerQueryError {
  if (typeof error.status === 'number') return httpQueryError(error.status, error.data);
  if (error.status === 'PARSING_ERROR' && error.originalStatus >= 300) {
    // A non-OK answer without a JSON body (e.g. a proxy's HTML error page).
    return httpQueryError(error.originalStatus);
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: 'PARSING_ERROR', code: 'PARSING_ERROR', message: error.error };
  }
  if (error.status === 'TIMEOUT_ERROR') return timeoutQueryError();
  return { status: 'FETCH_ERROR', code: 'FETCH_ERROR', message: error.error };
}

/**
 * The stored error of a query cache entry. Cache keys start with the endpoint name, and
 * endpoint names are unique app-wide, so the key identifies the entry across API slices.
 */
function lastError(state: unknown, queryCacheKey: string | undefined): FoyerQueryError | undefined {
  if (!queryCacheKey || state === null || typeof state !== 'object') return undefined;
  for (const slice of Object.values(state as Record<string, unknown>)) {
    const queries = (slice as { queries?: Record<string, { error?: FoyerQueryError } | undefined> } | null)?.queries;
    const entry = queries?.[queryCacheKey];
    if (entry) return entry.error;
  }
  return undefined;
}
