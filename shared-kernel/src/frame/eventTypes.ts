/**
 * Message type names of the embedded-wallet frame protocol. They keep AppKit 1.7.16's names
 * (`@w3m-app/<REQUEST>` from the widget, `@w3m-frame/<REQUEST>_SUCCESS|_ERROR` from the frame)
 * so the flow reads like the upstream one; the schemas and origin rules are ours.
 */
export const APP_EVENT_KEY = '@w3m-app/';
export const FRAME_EVENT_KEY = '@w3m-frame/';

/** Every request the widget may send to the frame (without the key prefix). */
export const FRAME_REQUEST_NAMES = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'UPDATE_EMAIL',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  'RPC_REQUEST',
  'RPC_ABORT',
] as const;

export type FrameRequestName = (typeof FRAME_REQUEST_NAMES)[number];

/** `@w3m-app/<name>` for every request. */
export const APP_EVENT = Object.freeze(
  Object.fromEntries(FRAME_REQUEST_NAMES.map((name) => [name, `${APP_EVENT_KEY}${name}`])),
) as { readonly [Name in FrameRequestName]: `@w3m-app/${Name}` };

/**
 * `@w3m-frame/<name>_SUCCESS|_ERROR` for every request, plus `READY`, `SESSION_UPDATE` and `APPROVAL_SHOWN`
 * (the frame draws its own approval UI for an unsafe RPC request: the widget keeps it visible).
 */
export const FRAME_EVENT = Object.freeze({
  READY: '@w3m-frame/READY',
  SESSION_UPDATE: '@w3m-frame/SESSION_UPDATE',
  APPROVAL_SHOWN: '@w3m-frame/APPROVAL_SHOWN',
  ...Object.fromEntries(
    FRAME_REQUEST_NAMES.flatMap((name) => [
      [`${name}_SUCCESS`, `${FRAME_EVENT_KEY}${name}_SUCCESS`],
      [`${name}_ERROR`, `${FRAME_EVENT_KEY}${name}_ERROR`],
    ]),
  ),
}) as {
  readonly READY: '@w3m-frame/READY';
  readonly SESSION_UPDATE: '@w3m-frame/SESSION_UPDATE';
  readonly APPROVAL_SHOWN: '@w3m-frame/APPROVAL_SHOWN';
} & { readonly [Name in FrameRequestName as `${Name}_SUCCESS`]: `@w3m-frame/${Name}_SUCCESS` } & {
  readonly [Name in FrameRequestName as `${Name}_ERROR`]: `@w3m-frame/${Name}_ERROR`;
};

/**
 * The message a social-login callback page posts to the widget window (`window.opener`). The widget
 * accepts it only when `event.origin` is the secure-site origin.
 */
export const SOCIAL_RESULT_EVENT = '@w3m-frame/SOCIAL_RESULT' as const;

/** Largest message (JSON length) either side accepts; larger ones are ignored unread. */
export const MAX_FRAME_MESSAGE_CHARS = 1_000_000;

/** Error codes the frame puts in `payload.code` of an `_ERROR` answer; the widget maps them to alerts. */
export const FRAME_ERROR_CODES = [
  'ORIGIN_NOT_ALLOWED',
  'UNVERIFIED_DOMAIN',
  'SESSION_EXPIRED',
  'NOT_CONNECTED',
  'EMAIL_COOLDOWN',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'RPC_NOT_ALLOWED',
  'INVALID_CALLS',
  'CHAIN_NOT_SUPPORTED',
  'SMART_ACCOUNT_UNAVAILABLE',
  'REQUEST_ABORTED',
  'APPROVAL_REQUIRED',
  'APPROVAL_NOT_FOUND',
  'APPROVAL_CHANGED',
  'USER_REJECTED',
  'TRANSACTION_AS_MESSAGE',
  'ATOMIC_UNSUPPORTED',
  'NO_EMAIL_TO_UPDATE',
  'POPUP_RESULT_INVALID',
  'INVALID_PROJECT_ID',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'FRAME_ERROR',
] as const;

export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[number];

/** Local-storage keys the frame keeps on ITS OWN origin (never on the host page). */
export const FRAME_STORAGE_KEYS = {
  sessionToken: '@foyer-frame/SESSION_TOKEN',
  deviceId: '@foyer-frame/DEVICE_ID',
  lastUsedChain: '@foyer-frame/LAST_USED_CHAIN',
} as const;
