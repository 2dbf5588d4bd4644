import type { FrameErrorCode } from '@foyer/kernel/frame';
import type { FarcasterErrorCode } from './farcaster/farcasterErrors.js';

export type SecureSiteErrorCode = FrameErrorCode | FarcasterErrorCode | 'INVALID_REQUEST' | 'NOT_FOUND' | 'FORBIDDEN' | 'DEVICE_NOT_APPROVED' | 'UNKNOWN_HOST' | 'SOCIAL_PROVIDER_UNAVAILABLE';

/** An error the secure site answers as `{ error: { code, message } }` with `statusCode`. */
export class SecureSiteError extends Error {
  override readonly name = 'SecureSiteError';
  readonly statusCode: number;
  readonly code: SecureSiteErrorCode;

  constructor(statusCode: number, code: SecureSiteErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.statusCode = statusCode;
    this.code = code;
  }
}
