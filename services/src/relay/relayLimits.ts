/** Limits of the WalletConnect relay; every bound it enforces is one of these. */

/** Largest WebSocket frame accepted (bytes); a larger frame closes the socket with 1009. */
export const RELAY_MAX_FRAME_BYTES = 1024 * 1024;

/** Longest `message` (envelope) accepted in one publish (characters). */
export const RELAY_MAX_MESSAGE_LENGTH = 512 * 1024;

/** Topics one socket may be subscribed to at once. */
export const RELAY_MAX_TOPICS_PER_SOCKET = 1_000;

/** Topics in one `irn_batchSubscribe` / `irn_batchUnsubscribe` / `irn_batchFetchMessages` (the clients send at most 500). */
export const RELAY_MAX_BATCH_TOPICS = 500;

/** Messages kept per topic; the oldest is dropped when a new one arrives beyond this. */
export const RELAY_MAX_MAILBOX_PER_TOPIC = 100;

/** Topics with a mailbox; the least recently written topic is dropped beyond this. */
export const RELAY_MAX_MAILBOX_TOPICS = 10_000;

/** Longest time a message is kept (seconds): a longer `ttl` is shortened to this (7 days, the longest Sign request expiry). */
export const RELAY_MAX_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Deliveries waiting for an acknowledgement per socket; beyond this the oldest is forgotten (it stays in the mailbox). */
export const RELAY_MAX_PENDING_ACKS = 1_000;

/** WebSocket ping interval (ms); a socket that did not answer the previous ping is terminated. Clients drop after ~35 s without one. */
export const RELAY_PING_INTERVAL_MS = 10_000;

/** How often expired mailbox messages are swept (ms). */
export const RELAY_SWEEP_INTERVAL_MS = 30_000;
