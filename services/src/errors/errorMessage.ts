/** The message of anything thrown; duck-typed because errors may come from another realm (fetch, jest). */
export function errorMessage(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' ? message : String(error);
}
