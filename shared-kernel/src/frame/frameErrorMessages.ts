import type { FrameErrorCode } from './eventTypes.js';

/**
 * Messages of frame error codes that the spec §8 catalogue does not word (the others use the kernel's error
 * classes: EMAIL_COOLDOWN -> EmailCooldownError, RPC_NOT_ALLOWED -> RpcNotAllowedError, ...).
 */
export const FRAME_ERROR_MESSAGES = {
  ORIGIN_NOT_ALLOWED: 'Origin Not Allowed',
  INVALID_OTP: 'Invalid code',
  OTP_EXPIRED: 'The code has expired. Request a new one',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Request a new code',
  INVALID_CALLS: 'Each call needs a 0x to and 0x data',
  SMART_ACCOUNT_UNAVAILABLE: 'Smart accounts are not available on this network',
  SESSION_EXPIRED: 'Session Expired',
  POPUP_RESULT_INVALID: 'Failed to connect',
  DEVICE_NOT_APPROVED: 'The device has not been approved yet',
  APPROVAL_REQUIRED: 'This request must be approved in the secure window',
  APPROVAL_NOT_FOUND: 'The approval has expired or was already used',
  APPROVAL_CHANGED: 'The request changed after it was shown for approval; nothing was signed',
  USER_REJECTED: 'User rejected the request.',
  TRANSACTION_AS_MESSAGE: 'A Solana message must be text or an off-chain message: these bytes could be a transaction',
  ATOMIC_UNSUPPORTED: 'This wallet cannot run a batch of calls atomically',
  NO_EMAIL_TO_UPDATE: 'This wallet has no email to update',
} as const satisfies Partial<Record<FrameErrorCode | 'DEVICE_NOT_APPROVED', string>>;
