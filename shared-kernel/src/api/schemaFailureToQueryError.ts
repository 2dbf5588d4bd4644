import type { FoyerQueryError } from './foyerBaseQuery.js';

type SchemaFailure = { issues: readonly { message: string; path?: readonly unknown[] | undefined }[] };

/**
 * RTK Query's `catchSchemaFailure` of the kernel APIs: a malformed answer becomes a serializable
 * `INVALID_RESPONSE` error whose message is the spec §5 schema message ('Required',
 * 'Expected X, received Y') and whose `path` says where.
 * @example
 * schemaFailureToQueryError({ issues: [{ message: 'Required', path: ['data[0]', 'name'] }] })
 */
export function schemaFailureToQueryError({ issues }: SchemaFailure): FoyerQueryError {
  const [issue] = issues;
  const path = issue?.path?.map((segment) => (typeof segment === 'object' && segment !== null && 'key' in segment ? String(segment.key) : String(segment))).join('.');
  return {
    status: 'PARSING_ERROR',
    code: 'INVALID_RESPONSE',
    message: issue?.message ?? 'Invalid response',
    ...(path ? { path } : {}),
  };
}
