import type { AlertRaisedParameters, FoyerQueryError } from '@foyer/kernel';

/**
 * The once-only alert for a failed project config or allowed-origins request (spec §8):
 * 429 -> Rate Limited, 5xx, a time-out or a malformed answer -> Server Error (with the service's or the schema
 * message), 401/403 or an
 * unknown project -> Invalid Project ID, a missing project id -> Project ID Not Configured,
 * and, for origins only, an error without HTTP status -> Project ID Not Configured.
 * Other failures get no alert (origins then fall back to an empty list).
 * @example
 * alertForQueryError({ status: 429, code: 'HTTP_STATUS', message: 'HTTP status code: 429' }, 'config') // 'RATE_LIMITED'
 */
export function alertForQueryError(error: FoyerQueryError, request: 'config' | 'origins'): AlertRaisedParameters | null {
  const { status, code } = error;
  // A malformed answer (schema message, e.g. 'Expected array, received null') is the server's fault.
  if (code === 'INVALID_RESPONSE') return { code: 'SERVER_ERROR', message: error.message };
  if (code === 'MISSING_PROJECT_ID') return 'PROJECT_ID_NOT_CONFIGURED';
  if (code === 'INVALID_PROJECT_ID' || status === 401 || status === 403) return 'INVALID_PROJECT_ID';
  if (status === 429) return 'RATE_LIMITED';
  // A hung service is the server's fault too (plan F2): the deadline passed without an answer.
  if (status === 'TIMEOUT_ERROR') return { code: 'SERVER_ERROR', message: error.message };
  if (typeof status === 'number' && status >= 500 && status < 600) {
    return { code: 'SERVER_ERROR', message: error.serverMessage ?? error.message };
  }
  if (typeof status !== 'number' && request === 'origins') return 'PROJECT_ID_NOT_CONFIGURED';
  return null;
}
