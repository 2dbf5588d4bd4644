import { BaseError } from '@foyer/kernel';

/** Why an approval or swap failed, for the preview: a kernel error's message, a service's reason, or the error's text. */
export function failureReason(error: unknown): string {
  if (error instanceof BaseError) return error.details ? `${error.shortMessage} (${error.details})` : error.shortMessage;
  if (error instanceof Error) return error.message;
  if (error !== null && typeof error === 'object') {
    const { serverMessage, message } = error as { serverMessage?: unknown; message?: unknown };
    if (typeof serverMessage === 'string') return serverMessage;
    if (typeof message === 'string') return message;
  }
  return String(error);
}
