import { HttpError } from '../errors/HttpError.js';
import type { FrameErrorCode } from '@foyer/kernel/frame';
import type { FarcasterErrorCode } from './farcaster/farcasterErrors.js';

export type SecureSiteErrorCode = FrameErrorCode | FarcasterErrorCode | 'INVALID_REQUEST' | 'NOT_FOUND' | 'FORBIDDEN' | 'DEVICE_NOT_APPROVED' | 'UNKNOWN_HOST' | 'SOCIAL_PROVIDER_UNAVAILABLE';

/** An error the secure site answers as `{ error: { code, message } }` with `statusCode`. */
export class SecureSiteError extends HttpError<SecureSiteErrorCode> {
  override readonly name = 'SecureSiteError';
}
