// @foyer/kernel/frame: the embedded-wallet frame protocol (zod/mini). The only entry of this subpath;
// never re-exported from the kernel's main entry, so the shell never pulls zod.
export {
  APP_EVENT_KEY,
  FRAME_EVENT_KEY,
  FRAME_REQUEST_NAMES,
  APP_EVENT,
  FRAME_EVENT,
  SOCIAL_RESULT_EVENT,
  MAX_FRAME_MESSAGE_CHARS,
  FRAME_ERROR_CODES,
  FRAME_STORAGE_KEYS,
  type FrameRequestName,
  type FrameErrorCode,
} from './eventTypes.js';
export {
  FRAME_PROTOCOL,
  type FrameRequestPayload,
  type FrameResponsePayload,
} from './protocol.js';
export {
  Email,
  Otp,
  FrameUser,
  ErrorPayload,
  ThemeSyncPayload,
  DappDataPayload,
  RpcRequestPayload,
  PopupSocialProvider,
  type FrameErrorPayload,
} from './payloads.js';
export { APP_EVENT_SCHEMAS, type AppEvent, type AppEventOf, type AppEventType } from './appEvents.js';
export {
  FRAME_EVENT_SCHEMAS,
  FrameReadySchema,
  FrameSessionUpdateSchema,
  FrameApprovalShownSchema,
  type FrameEvent,
  type FrameEventType,
  type FrameReadyEvent,
  type FrameSessionUpdateEvent,
  type FrameApprovalShownEvent,
  type FrameSuccessEventOf,
  type FrameErrorEventOf,
} from './frameEvents.js';
export {
  APPROVAL_MIN_VIEWPORT_PX,
  ApprovalRow,
  ApprovalSummary,
  CreatedApproval,
  MAX_CRITICAL_ROWS,
  MAX_SUMMARY_ROWS,
  MAX_SUMMARY_VALUE_CHARS,
} from './approvalSummary.js';
export { parseAppEvent } from './parseAppEvent.js';
export { parseFrameEvent } from './parseFrameEvent.js';
export { isWithinMessageSize } from './isWithinMessageSize.js';
export { FRAME_ERROR_MESSAGES } from './frameErrorMessages.js';
export { createFrameRequestId } from './createFrameRequestId.js';
export { isOriginAllowed } from './isOriginAllowed.js';
export {
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  isAllowedRpcMethod,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from './rpcMethods.js';
export {
  validateSendCalls,
  validateSendCallsParams,
  type SendCall,
  type ValidateSendCallsReturnType,
} from './validateSendCalls.js';
export { APPROVAL_WINDOW_PATH, buildFrameUrl, frameOrigin, FRAME_PATH, type BuildFrameUrlParameters } from './buildFrameUrl.js';
