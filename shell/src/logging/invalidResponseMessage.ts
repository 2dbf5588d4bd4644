import type { FoyerQueryError } from '@foyer/kernel';

/**
 * The log line of a malformed answer from `endpoint` (an `INVALID_RESPONSE` error).
 * @example
 * invalidResponseMessage('getProjectConfig', error) // 'Malformed answer from getProjectConfig: Required at features.'
 */
export function invalidResponseMessage(endpoint: string, error: FoyerQueryError): string {
  return `Malformed answer from ${endpoint}: ${error.message}${error.path ? ` at ${error.path}` : ''}.`;
}
