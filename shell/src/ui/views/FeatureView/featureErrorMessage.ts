import { AbortedError, BaseError } from '@foyer/kernel';

/** The catalogue message of a feature failure; anything uncatalogued shows the generic one. */
export function featureErrorMessage(error: unknown): string {
  const catalogued = error instanceof BaseError ? error : new AbortedError({ cause: error });
  return catalogued.shortMessage;
}
