import type { BaseError } from '@foyer/kernel';

/**
 * What to show for a failed names request: the service's first reason when it gave one, else
 * the catalogue message (`fallback`, e.g. `new RegisterNameError(name)`).
 * @example
 * nameErrorMessage(error, new ResolveNameError()) // 'Name must be at least 4 characters' or 'Error resolving name'
 */
export function nameErrorMessage(error: unknown, fallback: BaseError): string {
  const reason = (error as { serverMessage?: unknown } | null | undefined)?.serverMessage;
  return typeof reason === 'string' && reason !== '' ? reason : fallback.shortMessage;
}
