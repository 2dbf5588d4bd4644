import { CONVERT_ERROR_MESSAGES, type FoyerQueryError } from '@foyer/kernel';
import { messages } from './messages.js';

/** What the Swap view says about a failed quote: the catalogue's text for the service's code, else its own reason. */
export function quoteErrorText(error: unknown): string {
  const { code, serverMessage } = (error ?? {}) as Partial<FoyerQueryError>;
  if (code === 'CONVERT_NETWORK_NOT_SUPPORTED') return CONVERT_ERROR_MESSAGES.swapsNetworkNotSupported;
  if (code !== undefined && code in messages.quoteErrors) return messages.quoteErrors[code as keyof typeof messages.quoteErrors];
  return serverMessage ?? messages.quoteErrors.fallback;
}
