import type { RelayMessage } from './RelayMailbox.js';

/** What one relay instance tells the others (Redis pub/sub); a single instance uses `localFanout`. */
export type RelayFanout = {
  /** A message published through this instance. */
  publish(message: RelayMessage): void;
  /** A client identity acknowledged a message through this instance. */
  ack(topic: string, messageId: string, identity: string): void;
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
  close: async () => undefined,
};
