import { BaseError, FrameError } from '@foyer/kernel';

/**
 * The text to show for `error`: a kernel error's short message, else the frame's default.
 * @example
 * errorMessage(new EmailCooldownError(20)) // 'Please try again after 20 seconds'
 */
export function errorMessage(error: unknown): string {
  return error instanceof BaseError ? error.shortMessage : new FrameError().shortMessage;
}
