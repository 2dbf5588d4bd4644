/**
 * Limits of the WalletConnect relay; every bound it enforces is one of these. `startRelay` takes a
 * partial `RelayLimits` (tests shrink them); the defaults below are what ships.
 */

/** Largest WebSocket frame accepted (bytes); a larger frame closes the socket with 1009. */
export const RELAY_MAX_FRAME_BYTES = 1024 * 1024;

/** Longest `message` (envelope) accepted in one publish (characters). */
export const RELAY_MAX_MESSAGE_LENGTH = 512 * 1024;

/** Topics one socket may be subscribed to at once. */
export const RELAY_MAX_TOPICS_PER_SOCKET = 1_000;

/** Topics in one `irn_batchSubscribe` / `irn_batchUnsubscribe` / `irn_batchFetchMessages` (the clients send at most 500). */
export const RELAY_MAX_BATCH_TOPICS = 500;

/** Messages kept per topic; the oldest is dropped when a new one arrives beyond this (only the topic's peers know it). */
export const RELAY_MAX_MAILBOX_PER_TOPIC = 100;

/**
 * Longest time a message is kept (seconds), by tag. The 2.21.8 sign-client publishes propose /
 * settle (tags 1100-1103) with ttl 300, session authenticate (1116/1117) with 3600, update / extend /
 * delete / ping with 86 400, and session requests (1108) with 300 unless the dapp sets an `expiry`
 * (up to 7 days): those are kept one day, a wallet offline for longer misses them.
 */
export const RELAY_PROPOSAL_TTL_SECONDS = 5 * 60;
export const RELAY_AUTHENTICATE_TTL_SECONDS = 60 * 60;
export const RELAY_MAX_TTL_SECONDS = 24 * 60 * 60;
/** Any tag the sign-client does not use for session messages (0, unknown ones): 5 minutes, so junk cannot hold the mailbox for a day. */
export const RELAY_UNKNOWN_TAG_TTL_SECONDS = 5 * 60;

/** Deliveries waiting for an acknowledgement per socket; beyond this the oldest is forgotten (it stays in the mailbox). */
export const RELAY_MAX_PENDING_ACKS = 1_000;

/** WebSocket ping interval (ms); a socket that did not answer the previous ping is terminated. Clients drop after ~35 s without one. */
export const RELAY_PING_INTERVAL_MS = 10_000;

/** How often expired mailbox messages are swept (ms). */
export const RELAY_SWEEP_INTERVAL_MS = 30_000;

/** Messages returned by one `irn_fetchMessages` / `irn_batchFetchMessages`; the rest comes with `hasMore: true`. */
export const RELAY_MAX_FETCH_MESSAGES = 100;

/** How often a paused replay looks whether the client read its queue (ms). */
export const RELAY_REPLAY_POLL_MS = 20;

/** How long a cut-off client gets to read its close frame before its socket is destroyed (ms). */
export const RELAY_CLOSE_GRACE_MS = 1_000;

/** Close code for a client cut off for flooding (RFC 6455 1008 "policy violation"); the reason says which limit. */
export const RELAY_CLOSE_POLICY_VIOLATION = 1008;

/** Every limit `startRelay` can be given; the defaults are `DEFAULT_RELAY_LIMITS`. */
export type RelayLimits = {
  /** Bytes all stored messages may take together; beyond it the address holding the most loses its oldest messages first. */
  maxStoredBytes: number;
  /** Bytes of stored messages one client identity (JWT `iss`) may hold. */
  maxStoredBytesPerIdentity: number;
  /** Bytes of stored messages all identities of one IP (an IPv6 /64) may hold: new keys are free, addresses are not. */
  maxStoredBytesPerIp: number;
  /** Topic subscriptions of all sockets of one IP (an IPv6 /64) together, besides `RELAY_MAX_TOPICS_PER_SOCKET`. */
  maxTopicsPerIp: number;
  /** Open sockets per IP; an upgrade beyond it is answered 429. */
  maxConnectionsPerIp: number;
  /** Open sockets in all. */
  maxConnections: number;
  /** Publish token bucket per connection: burst and refill per second (a batch of n costs n). */
  publishBurstPerConnection: number;
  publishPerSecondPerConnection: number;
  /** Publish token bucket per IP, shared by its connections. */
  publishBurstPerIp: number;
  publishPerSecondPerIp: number;
  /** Refused requests (rate or quota) after which a connection is closed with `RELAY_CLOSE_POLICY_VIOLATION`. */
  maxRefusalsPerConnection: number;
  /** A socket with more than this queued (`bufferedAmount`) is dropped when the relay would write to it. */
  maxBufferedBytes: number;
  /** Replay pauses while more than this is queued, and goes on once the client read it. */
  replayLowWaterBytes: number;
  /** Messages and bytes replayed per tick (the event loop serves others in between). */
  replayPageMessages: number;
  replayPageBytes: number;
  /** A replay that could not write for this long (the client does not read) drops the socket (ms). */
  slowReaderTimeoutMs: number;
  /** Bytes of messages in one `irn_fetchMessages` answer (at least one message is always returned). */
  maxFetchBytes: number;
};

export const DEFAULT_RELAY_LIMITS: Readonly<RelayLimits> = {
  // 256 MiB of envelopes; once 32 addresses of 8 MiB fill it, their own oldest messages make room for the others.
  maxStoredBytes: 256 * 1024 * 1024,
  // A session request is a few KB; 2 MiB is hundreds of pending messages (4 max-size ones).
  maxStoredBytesPerIdentity: 2 * 1024 * 1024,
  maxStoredBytesPerIp: 8 * 1024 * 1024,
  // A browser keeps one socket per client (dapp + wallet tabs); 64 leaves room for an office behind NAT.
  maxConnectionsPerIp: 64,
  // A wallet holds a pairing and a few sessions per dapp; 4 000 is an office behind NAT, not 64 x 1 000.
  maxTopicsPerIp: 4_000,
  maxConnections: 10_000,
  // The SDK publishes a handful of messages per user action; 10/s sustained is far above that.
  publishBurstPerConnection: 50,
  publishPerSecondPerConnection: 10,
  publishBurstPerIp: 200,
  publishPerSecondPerIp: 40,
  maxRefusalsPerConnection: 10,
  // Twice the largest frame: a client that reads is never near it.
  maxBufferedBytes: 4 * 1024 * 1024,
  replayLowWaterBytes: 512 * 1024,
  replayPageMessages: 50,
  replayPageBytes: 1024 * 1024,
  slowReaderTimeoutMs: 30_000,
  maxFetchBytes: 1024 * 1024,
};

/** Longest validity of a relay-auth JWT (seconds): the 2.21.8 client signs exp = iat + 1 day. */
export const RELAY_AUTH_MAX_LIFETIME_SECONDS = 24 * 60 * 60;

/** Clock difference tolerated between a client and the relay for `iat` / `nbf` / `exp` (seconds). */
export const RELAY_AUTH_CLOCK_SKEW_SECONDS = 5 * 60;
