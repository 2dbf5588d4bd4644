import { SERVICES_REQUEST_TIMEOUT_MS } from '../constants.js';
import { HttpStatusError, RequestTimeoutError } from '../errors/http.js';
import type { ResponseSchema } from '../validation/responseSchema.js';
import type { FoyerQueryError } from './foyerBaseQuery.js';
import { schemaFailureToQueryError } from './schemaFailureToQueryError.js';
import type { ServicesState } from './servicesSlice.js';

/** A query parameter of a services request; lists are joined with commas, empty values left out. */
export type QueryParamValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * The URL of `path` below `services.apiUrl`, with `params` and the project identity
 * (`projectId`, `st`, `sv`) every services request carries.
 * @example
 * servicesUrl(services, '/getWallets', { page: 1, include: ['a', 'b'] })
 */
export function servicesUrl(services: ServicesState, path: string, params: Record<string, QueryParamValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  search.set('projectId', services.projectId ?? '');
  search.set('st', services.sdkType);
  search.set('sv', services.sdkVersion);
  const separator = path.startsWith('/') ? '' : '/';
  return `${services.apiUrl}${separator}${path}?${search.toString()}`;
}

/**
 * The error of a non-OK services answer: its status, the catalogue message and the service's
 * own code and message when its body is `{ error: { code, message } }`.
 * @example
 * httpQueryError(403, { error: { code: 'INVALID_PROJECT_ID' } }) // { status: 403, code: 'INVALID_PROJECT_ID', message: 'HTTP status code: 403' }
 */
export function httpQueryError(status: number, body?: unknown): FoyerQueryError {
  const service = serviceError(body);
  return {
    status,
    code: service?.code ?? 'HTTP_STATUS',
    message: new HttpStatusError(status).shortMessage,
    ...(service?.message ? { serverMessage: service.message } : {}),
  };
}

/** The error when no project id is configured (nothing is sent): the code the services would answer. */
export function missingProjectIdError(): FoyerQueryError {
  return { status: 'CONFIG_ERROR', code: 'MISSING_PROJECT_ID', message: 'Project ID Not Configured' };
}

/** The error of a services request that got no complete answer within `SERVICES_REQUEST_TIMEOUT_MS`. */
export function timeoutQueryError(): FoyerQueryError {
  return { status: 'TIMEOUT_ERROR', code: 'TIMEOUT_ERROR', message: new RequestTimeoutError().shortMessage };
}

/**
 * One GET of the services without RTK Query (the page's first chunk carries none): the same URL,
 * validation (`schema`, a malformed answer is an `INVALID_RESPONSE` error) and errors as the
 * kernel's endpoints (`foyerBaseQuery`), the same deadline (`SERVICES_REQUEST_TIMEOUT_MS`, body
 * included), nothing cached. Never throws.
 * @example
 * const { data, error } = await fetchServices(selectServices(state), '/appkit/v1/config', projectConfigSchema)
 */
export async function fetchServices<Output>(
  services: ServicesState,
  path: string,
  schema: ResponseSchema<Output>,
): Promise<{ data: Output; error?: undefined } | { data?: undefined; error: FoyerQueryError }> {
  if (!services.projectId) return { error: missingProjectIdError() };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), SERVICES_REQUEST_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    try {
      response = await fetch(servicesUrl(services, path), { signal: deadline.signal });
    } catch (error) {
      if (deadline.signal.aborted) return { error: timeoutQueryError() };
      return { error: { status: 'FETCH_ERROR', code: 'FETCH_ERROR', message: String(error) } };
    }
    try {
      text = await beforeAbort(response.text(), deadline.signal);
    } catch (error) {
      if (deadline.signal.aborted) return { error: timeoutQueryError() };
      return { error: { status: 'FETCH_ERROR', code: 'FETCH_ERROR', message: String(error) } };
    }
  } finally {
    clearTimeout(timer);
  }
  let body: unknown;
  try {
    body = text.length > 0 ? JSON.parse(text) : null;
  } catch (error) {
    // A non-OK answer without a JSON body (e.g. a proxy's HTML error page) is an HTTP error.
    if (!response.ok) return { error: httpQueryError(response.status) };
    return { error: { status: 'PARSING_ERROR', code: 'PARSING_ERROR', message: String(error) } };
  }
  if (!response.ok) return { error: httpQueryError(response.status, body) };
  const result = schema['~standard'].validate(body);
  return result.issues ? { error: schemaFailureToQueryError(result) } : { data: result.value };
}

/** `promise`, or a rejection as soon as `signal` aborts (a body stream does not always stop on its own). */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function serviceError(data: unknown): { code?: string; message?: string } | undefined {
  if (data === null || typeof data !== 'object' || !('error' in data)) return undefined;
  const inner = (data as { error: unknown }).error;
  if (inner === null || typeof inner !== 'object') return undefined;
  const { code, message } = inner as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}
