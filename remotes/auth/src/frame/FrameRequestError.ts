import { FrameError, type BaseErrorParameters } from '@foyer/kernel';
import type { FrameErrorCode } from '@foyer/kernel/frame';

/** The frame answered a request with `_ERROR` (its message, or 'An error occurred'), or never answered. */
export class FrameRequestError extends FrameError {
  override name = 'FrameRequestError';
  /** The frame's `payload.code` (e.g. `INVALID_OTP`), or `TIMEOUT` / `LOAD_FAILED` on the widget side. */
  frameCode: FrameErrorCode | 'TIMEOUT' | 'LOAD_FAILED' | undefined;
  constructor({
    frameCode,
    ...parameters
  }: BaseErrorParameters & { message?: string | undefined; frameCode?: FrameRequestError['frameCode'] | undefined }) {
    super(parameters);
    this.frameCode = frameCode;
  }
}
