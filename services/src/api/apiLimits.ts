import { ACCOUNT_NAMES_PER_ADDRESS } from '@foyer/kernel';

/** Per-client request budgets per minute of the services API, by group of routes (see `apiLimitGroup`). */
export type ApiPerClientLimits = {
  /** `POST /e`: a page sends a handful of events per visit. */
  analytics: number;
  /** `POST /v1/profile/account`: name registrations. */
  nameRegistration: number;
  /** SIWX nonces. */
  siwxNonce: number;
  /** SIWX server-written messages (each holds a nonce). */
  siwxMessage: number;
  /** `POST /v1/sessions/authenticate`: each may cost a node call (ERC-6492 / ERC-1271 verification). */
  siwxAuthenticate: number;
  /** Balance, NFT reads with `forceUpdate` (past the cache, to the node). */
  forceUpdate: number;
  /** Swap and onramp quotes (each reads the pool from the node). */
  quote: number;
  /** Every other write (revoke, build-transaction, onramp checkout); the RPC proxy has budgets of its own. */
  write: number;
};

/** Every limit of the services API; tests tighten or loosen them through `ServicesOptions.limits`. */
export type ApiLimits = {
  perClientPerMinute: ApiPerClientLimits;
  /** Distinct clients the in-memory per-client counters remember (least recently seen are dropped first). */
  trackedClients: number;
  /** Names one address may hold. */
  namesPerAddress: number;
  /** How long an analytics event is kept. */
  analyticsRetentionMs: number;
  /** How often older analytics events are purged. */
  purgeIntervalMs: number;
};

const DAY_MS = 24 * 60 * 60_000;

export const DEFAULT_API_LIMITS: ApiLimits = {
  perClientPerMinute: { analytics: 60, nameRegistration: 10, siwxNonce: 60, siwxMessage: 60, siwxAuthenticate: 30, forceUpdate: 60, quote: 120, write: 120 },
  trackedClients: 10_000,
  namesPerAddress: ACCOUNT_NAMES_PER_ADDRESS,
  analyticsRetentionMs: 30 * DAY_MS,
  purgeIntervalMs: 60 * 60_000,
};

export type ApiLimitsOverrides = Partial<Omit<ApiLimits, 'perClientPerMinute'>> & { perClientPerMinute?: Partial<ApiPerClientLimits> };

/** The defaults with `overrides` applied. */
export function resolveApiLimits(overrides: ApiLimitsOverrides = {}): ApiLimits {
  return {
    ...DEFAULT_API_LIMITS,
    ...overrides,
    perClientPerMinute: { ...DEFAULT_API_LIMITS.perClientPerMinute, ...overrides.perClientPerMinute },
  };
}
