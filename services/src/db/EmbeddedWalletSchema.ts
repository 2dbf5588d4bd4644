/** Tables of the secure site (embedded wallet). Timestamps are epoch milliseconds (bigint-safe integers). */

/** One embedded-wallet user: an email or a social identity, with its keys encrypted under the KEK. */
export type WalletUsersTable = {
  id: string;
  /** Lower-cased email; null for social/Farcaster users without one. Unique when set. */
  email: string | null;
  /** `google`, `github`, ..., `farcaster`, or null for email users. */
  social_provider: string | null;
  /** The provider's stable subject id (Farcaster: the fid). */
  social_subject: string | null;
  user_name: string | null;
  evm_address: string;
  /** AES-256-GCM envelope (`v1.<iv>.<ciphertext>.<tag>`, base64url) of the EVM private key; AAD = user id. */
  evm_key: string;
  solana_address: string | null;
  solana_key: string | null;
  created_at: number;
};

/** A frame session: only the SHA-256 of its bearer token is stored. */
export type WalletSessionsTable = {
  token_hash: string;
  user_id: string;
  device_id: string;
  /** CAIP-2 id of the session's active network. */
  chain_id: string;
  /** Absolute end of the session. */
  expires_at: number;
  created_at: number;
  /** Project and page origin the session was created for (null only for sessions older than the binding). */
  project_id: string | null;
  app_origin: string | null;
  /** Last authenticated use, for the idle timeout (null: never used since creation). */
  last_used_at: number | null;
};

/** Devices (frame storage ids) a user approved through the e-mailed device link or an OTP login. */
export type WalletDevicesTable = {
  user_id: string;
  /** SHA-256 of the frame's device id. */
  device_hash: string;
  /** SHA-256 of the pending device-link token; null once approved. */
  approval_token_hash: string | null;
  approved_at: number | null;
  created_at: number;
  /** When the pending device link stops working. */
  approval_expires_at: number | null;
  /** What the device-link page shows: the requesting project, page origin and browser. */
  request_project_id: string | null;
  request_app_origin: string | null;
  request_user_agent: string | null;
};

/** One-time codes: only an HMAC (with the server pepper) of the code is stored. */
export type EmailOtpsTable = {
  id: string;
  email: string;
  /** `login`, `update-primary` or `update-secondary`. */
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
  /** SHA-256 of the device id that asked for the code; only that device may use it (null for e-mail changes). */
  device_hash: string | null;
  /** Project and page origin of the login, carried into the session. */
  project_id: string | null;
  app_origin: string | null;
};

/** Throttle counters that must survive restarts: one fixed window per (kind, subject), plus an optional lock. */
export type AuthThrottlesTable = {
  kind: string;
  /** Usually a normalised e-mail address (deleted with the account). */
  subject: string;
  window_start: number;
  count: number;
  locked_until: number | null;
};

/** A two-step e-mail change in progress (one per user). */
export type EmailUpdatesTable = {
  user_id: string;
  new_email: string;
  /** 0/1: libsql cannot bind booleans. */
  primary_verified: number;
  expires_at: number;
};
