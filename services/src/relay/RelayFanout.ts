import type { TokenDecision } from './KeyedTokenBuckets.js';
import type { RelayMessage } from './RelayMailbox.js';

/** A message kept in the shared store, with the client identities that acknowledged it. */
export type StoredRelayMessage = { message: RelayMessage; ackedBy: readonly string[] };

/** What one relay instance tells the others (Redis pub/sub); a single instance uses `localFanout`. */
export type RelayFanout = {
  /**
   * A message published through this instance (again, for a client's retry). A promise when the message has to reach a
   * shared store first: it resolves once the message is there (and announced), rejects when it could not be stored;
   * the client's publish is answered only then. Undefined when there is nothing to wait for (one instance).
   */
  publish(message: RelayMessage): Promise<void> | undefined;
  /** A client identity acknowledged a message through this instance. */
  ack(topic: string, messageId: string, identity: string): void;
  /** Takes `cost` from the token bucket `key` (`burst`, refilled at `perSecond`) that all instances share. */
  takeShared(key: string, cost: number, burst: number, perSecond: number): Promise<TokenDecision>;
  /** The unexpired messages kept in the shared store (what a starting instance loads), oldest first. */
  stored(): Promise<StoredRelayMessage[]>;
  close(): Promise<void>;
};

/** What the other instances told this one. */
export type RelayFanoutHandlers = {
  onPublish(message: RelayMessage): void;
  onAck(topic: string, messageId: string, identity: string): void;
};

/** No other instance: nothing to tell. */
export const localFanout: RelayFanout = {
  publish: () => undefined,
  ack: () => undefined,
  takeShared: async () => ({ allowed: true }),
  stored: async () => [],
  close: async () => undefined,
};
