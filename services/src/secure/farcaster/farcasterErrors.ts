import { SecureSiteError } from '../SecureSiteError.js';

/**
 * Every refusal of the Farcaster sign-in, with its HTTP status and message. A refused completion leaves the channel
 * open: the genuine Farcaster client can still complete it, so a forger learns nothing and blocks nothing.
 */
export const FARCASTER_ERRORS = {
  FARCASTER_UNAVAILABLE: { status: 503, message: 'Farcaster sign-in is not available on this site' },
  FARCASTER_CHANNEL_NOT_FOUND: { status: 404, message: 'This Farcaster sign-in request has expired or was already used' },
  FARCASTER_MESSAGE_INVALID: { status: 400, message: 'The signed message is not a valid Sign-In with Ethereum (EIP-4361) message' },
  FARCASTER_DOMAIN_MISMATCH: { status: 400, message: 'The signed message is for another domain' },
  FARCASTER_URI_MISMATCH: { status: 400, message: 'The signed message is for another URI' },
  FARCASTER_NONCE_MISMATCH: { status: 400, message: "The signed message does not carry this sign-in request's nonce" },
  FARCASTER_CHAIN_MISMATCH: { status: 400, message: "The signed message names another chain than the Farcaster ID registry's" },
  FARCASTER_ADDRESS_MISMATCH: { status: 400, message: 'The signed message is not for the custody address' },
  FARCASTER_FID_RESOURCE_MISSING: { status: 400, message: 'The signed message does not name the fid in its resources (farcaster://fid/<fid>)' },
  FARCASTER_ISSUED_IN_FUTURE: { status: 400, message: 'The signed message is issued in the future' },
  FARCASTER_MESSAGE_NOT_YET_VALID: { status: 400, message: 'The signed message is not valid yet' },
  FARCASTER_MESSAGE_EXPIRED: { status: 400, message: 'The signed message has expired' },
  FARCASTER_SIGNATURE_INVALID: { status: 401, message: 'The signature is not from the custody address' },
  FARCASTER_CUSTODY_MISMATCH: { status: 403, message: 'The custody address does not own this fid' },
  FARCASTER_REGISTRY_UNAVAILABLE: { status: 503, message: 'The Farcaster ID registry cannot be reached' },
} as const satisfies Record<string, { status: number; message: string }>;

export type FarcasterErrorCode = keyof typeof FARCASTER_ERRORS;

/**
 * The secure site's error for a Farcaster refusal.
 *
 * @example
 * throw farcasterError('FARCASTER_NONCE_MISMATCH'); // 400 { error: { code: 'FARCASTER_NONCE_MISMATCH', message } }
 */
export function farcasterError(code: FarcasterErrorCode, cause?: unknown): SecureSiteError {
  const { status, message } = FARCASTER_ERRORS[code];
  return new SecureSiteError(status, code, message, cause === undefined ? undefined : { cause });
}
