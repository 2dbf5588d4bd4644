import type { FrameErrorCode } from '@foyer/kernel/frame';

export type SecureSiteErrorCode = FrameErrorCode | 'INVALID_REQUEST' | 'NOT_FOUND' | 'FORBIDDEN' | 'DEVICE_NOT_APPROVED';

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
