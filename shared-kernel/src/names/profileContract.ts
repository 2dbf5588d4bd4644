/**
 * The names (profile) and identity service (spec §7 `/v1/profile/...`, `/v1/identity/...`): paths,
 * bodies, answers and error codes shared by the services and the `names` remote. Every path takes the
 * query `projectId`. Names are `<label><suffix>` (the suffix is the deployment's, e.g. `.foyer.id`);
 * the label follows spec §5 (letters, digits, hyphens, at least 4).
 */
export const PROFILE_PATHS = {
  /** GET → `NameLookupResponse` (200 whether taken or free; 400 for a label that breaks the rule). */
  account: (name: string) => `/v1/profile/account/${encodeURIComponent(name)}`,
  /** GET → `ReverseResponse`: the names of an address (primary first). */
  reverse: (address: string) => `/v1/profile/reverse/${encodeURIComponent(address)}`,
  /** GET → `SuggestionsResponse`: free names close to a taken one. */
  suggestions: (name: string) => `/v1/profile/suggestions/${encodeURIComponent(name)}`,
  /** POST `RegisterNameRequest` → `RegisteredName` (201). */
  register: '/v1/profile/account',
  /** GET (query `chainId`) → `IdentityResponse`. */
  identity: (address: string) => `/v1/identity/${encodeURIComponent(address)}`,
} as const;

/** Longest label the names service accepts (a DNS label's limit); shorter than `ACCOUNT_NAME_MIN_LENGTH` is refused too. */
export const ACCOUNT_NAME_MAX_LENGTH = 63;

/** A registration message older than this (by its timestamp) is refused as stale. */
export const NAME_REGISTRATION_MAX_AGE_MS = 10 * 60_000;
/** How far a registration message's timestamp may be ahead of the service's clock. */
export const NAME_REGISTRATION_MAX_CLOCK_SKEW_MS = 5 * 60_000;

export type RegisteredName = {
  /** Full name with the suffix, e.g. `alice.foyer.id`. */
  name: string;
  /** Address per coin type (ENSIP-11 for EVM chains, 501 for Solana), e.g. `{ "2147514697": "0x..." }`. */
  addresses: Record<string, { address: string; created: string }>;
  attributes: { avatar?: string; bio?: string };
  createdAt: string;
};

/** `domain`: the deployment the names belong to, which a registration message must name (`RegisterNameMessage`). */
export type NameLookupResponse = { name: string; domain: string; available: boolean; registered: RegisteredName | null };
export type ReverseResponse = { names: RegisteredName[] };
export type SuggestionsResponse = { suggestions: { name: string; registered: false }[] };

/**
 * `message` is the JSON text the account signed: `{"name":"alice.foyer.id","domain":"api.example.com",
 * "coinType":2147514697,"address":"0x...","timestamp":1764115200000}` (timestamp in ms; `domain` is the lookup's, so a
 * registration does not replay on another deployment). `signature`: 0x hex for EVM, base58 for Solana.
 */
export type RegisterNameRequest = { coin_type: number; address: string; message: string; signature: string };
export type RegisterNameMessage = { name: string; domain: string; coinType: number; address: string; timestamp: number };

export type IdentityResponse = { name: string | null; avatar: string | null };

/** Error codes of the names service with their HTTP status; `message` is the service's first reason. */
export const PROFILE_SERVICE_ERRORS = {
  NAME_INVALID: 400,
  NAME_TAKEN: 409,
  NAME_LIMIT_REACHED: 409,
  NAME_MESSAGE_MALFORMED: 400,
  NAME_MESSAGE_MISMATCH: 400,
  NAME_MESSAGE_STALE: 400,
  NAME_REPLAYED: 409,
  NAME_INVALID_SIGNATURE: 401,
  NAME_UNSUPPORTED_COIN_TYPE: 400,
  INVALID_ADDRESS: 400,
} as const satisfies Record<string, number>;

export type ProfileServiceErrorCode = keyof typeof PROFILE_SERVICE_ERRORS;
