import { messages } from './messages.js';

/** A pasted pairing URI that is not a WalletConnect v2 `wc:` URI. */
export class InvalidPairingUriError extends Error {
  override name = 'InvalidPairingUriError';
  constructor() {
    super(messages.status.invalidUri);
  }
}

/**
 * The trimmed pairing URI, or `InvalidPairingUriError` when it is not a `wc:<topic>@2?...symKey=`
 * URI (the page checks before handing it to the client, whose own errors are less clear).
 * @example
 * parsePairingUri(' wc:abc@2?relay-protocol=irn&symKey=00 ') // 'wc:abc@2?relay-protocol=irn&symKey=00'
 */
export function parsePairingUri(input: string): string {
  const uri = input.trim();
  if (!/^wc:[0-9a-f]{8,}@2\?/i.test(uri) || !/[?&]symKey=[0-9a-f]{64}(&|$)/i.test(uri)) throw new InvalidPairingUriError();
  return uri;
}
