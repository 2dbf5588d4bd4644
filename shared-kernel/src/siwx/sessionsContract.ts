import type { SiwxMessageData, SiwxSession } from '../types/siwx.js';

/**
 * The sign-in sessions service (spec §7 `/v1/sessions/...`): paths, bodies, answers and error codes,
 * shared by the services (which serve them) and the widget (which calls them). Every path takes the
 * query `projectId`. The browser proves a session with `Authorization: Bearer <token>` (the token
 * `POST /v1/sessions` returned); the services keep only its SHA-256.
 */
export const SESSIONS_PATHS = {
  /** POST, no body → `NonceResponse` (201). A fresh single-use nonce bound to the project. */
  nonce: '/v1/sessions/nonce',
  /**
   * POST `CreateMessageRequest` → `CreateMessageResponse` (201): issues a nonce and writes the message
   * text on the server (EIP-4361 for eip155, Sign-In-With-Solana for solana), with `domain` and `uri`
   * taken from the request's `Origin` (which must be on the project's allowed origins). The widget's
   * ready SIWX implementation uses it, so no message grammar is written in the browser.
   */
  message: '/v1/sessions/message',
  /** POST `AuthenticateRequest` → `AuthenticateResponse` (201): verifies and stores a session. */
  authenticate: '/v1/sessions',
  /** GET (bearer) → `SessionsResponse`: the address's live sessions in the project (query `chainId` narrows). */
  list: (address: string) => `/v1/sessions/${encodeURIComponent(address)}`,
  /** POST (bearer) `RevokeRequest` → `RevokeResponse`: revokes on the server. */
  revoke: (address: string) => `/v1/sessions/${encodeURIComponent(address)}/revoke`,
} as const;

/** Nonces live 5 minutes and are used once. */
export const SIWX_NONCE_TTL_MS = 5 * 60_000;
/** How far `issuedAt` may be ahead of the server's clock. */
export const SIWX_MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** How far a sign-in message's `issuedAt` may be from the page's clock before the page refuses to sign it (page clocks drift more than servers'). */
export const SIWX_PAGE_CLOCK_TOLERANCE_MS = 30 * 60_000;
/** A session without `expirationTime` lasts this long. */
export const SIWX_DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Largest accepted body of `POST /v1/sessions` (message + signature). */
export const SIWX_MAX_BODY_BYTES = 16 * 1024;

export type NonceResponse = { nonce: string; expiresAt: string };

export type CreateMessageRequest = {
  /** The account's address (EIP-55 or lower-case hex for eip155, base58 for solana). */
  accountAddress: string;
  /** CAIP-2 network, e.g. `eip155:31337`; eip155 messages carry its numeric reference as Chain ID. */
  chainId: string;
  statement?: string;
  resources?: string[];
  /** ISO time; default: the session lifetime from now. */
  expirationTime?: string;
};

/** `data.chainId` is the CAIP-2 id given; `message` is the exact text to sign. */
export type CreateMessageResponse = { message: string; data: SiwxMessageData };

export type AuthenticateRequest = {
  /** The exact text the wallet signed (for `solana:signIn`, the UTF-8 text of `signedMessage`). */
  message: string;
  /** eip155: 0x hex (EOA, EIP-1271 or EIP-6492); solana: base58 of the 64-byte ed25519 signature. */
  signature: string;
  /** CAIP-2 network the message is for, e.g. `eip155:31337` or `solana:<reference>`. */
  chainId: string;
};

export type AuthenticateResponse = { token: string; session: SiwxSession; expiresAt: string };

export type SessionsResponse = { sessions: SiwxSession[] };

/**
 * `scope: 'session'`: only the session of the bearer token (the widget's disconnect: the account stays signed in on
 * its other devices). Otherwise (`'address'`, the default) every session of the address in the project, on `chainId`
 * only when given ("sign out everywhere").
 */
export type RevokeRequest = { chainId?: string; scope?: RevokeScope };
export type RevokeScope = 'session' | 'address';
export type RevokeResponse = { revoked: number };

/**
 * Error codes of the sessions service, each with its HTTP status. The answer is
 * `{ error: { code, message } }` (the services' error shape); nothing is stored on any of them.
 */
export const SIWX_SERVICE_ERRORS = {
  SIWX_MALFORMED_MESSAGE: 400,
  SIWX_UNSUPPORTED_CHAIN: 400,
  SIWX_FAMILY_NOT_SUPPORTED: 400,
  SIWX_CHAIN_MISMATCH: 400,
  SIWX_URI_MISMATCH: 400,
  SIWX_ISSUED_IN_FUTURE: 400,
  SIWX_DOMAIN_MISMATCH: 403,
  SIWX_ORIGIN_NOT_ALLOWED: 403,
  SIWX_NONCE_UNKNOWN: 401,
  SIWX_NONCE_USED: 409,
  SIWX_NONCE_EXPIRED: 401,
  SIWX_EXPIRED: 401,
  SIWX_NOT_YET_VALID: 401,
  SIWX_INVALID_SIGNATURE: 401,
  SIWX_TOKEN_REQUIRED: 401,
  SIWX_TOKEN_INVALID: 401,
  SIWX_BODY_TOO_LARGE: 413,
} as const satisfies Record<string, number>;

export type SiwxServiceErrorCode = keyof typeof SIWX_SERVICE_ERRORS;

