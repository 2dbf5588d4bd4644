import { randomBytes } from 'node:crypto';
import type { Hex } from 'viem';
import { MemoryRecordStore } from '../state/MemoryRecordStore.js';
import type { RecordStore } from '../state/RecordStore.js';

/** How long the outcome of a `wallet_sendCalls` batch can be read with `wallet_getCallsStatus`. */
export const CALLS_BATCH_TTL_MS = 60 * 60_000;
/** Most batches remembered at once (the oldest is forgotten first). */
export const MAX_CALLS_BATCHES = 10_000;

/** What happened to one call of a batch: sent (with its hash) or failed (nothing sent for it and those after it). */
export type CallOutcome = { status: 'sent'; hash: Hex } | { status: 'failed'; error: string } | { status: 'skipped' };

export type CallsBatch = { id: Hex; userId: string; chainId: number; outcomes: CallOutcome[]; expiresAt: number };

const KIND = 'calls';

/**
 * The outcomes of `wallet_sendCalls` batches, so `wallet_getCallsStatus` can report each call (EIP-5792): a batch
 * stopped halfway is reported as such, never hidden behind one error. Bounded (the oldest forgotten first),
 * expiring, per user; in process memory by default, in Redis when instances share them (the status may be asked of
 * another instance than the one that sent the batch).
 */
export class CallsBatches {
  readonly #store: RecordStore;
  readonly #now: () => number;

  constructor(now: () => number = Date.now, store: RecordStore = new MemoryRecordStore(now)) {
    this.#now = now;
    this.#store = store;
  }

  /** Stores a new batch with no outcome yet: called before anything is sent, so a store that fails sends nothing. */
  async add(userId: string, chainId: number): Promise<CallsBatch> {
    const batch: CallsBatch = { id: `0x${randomBytes(32).toString('hex')}`, userId, chainId, outcomes: [], expiresAt: this.#now() + CALLS_BATCH_TTL_MS };
    await this.#store.add(KIND, batch.id, batch, batch.expiresAt, { max: MAX_CALLS_BATCHES, whenFull: 'dropOldest' });
    return batch;
  }

  /** Records what happened to each call of `batch`. */
  async settle(batch: CallsBatch, outcomes: CallOutcome[]): Promise<void> {
    await this.#store.put(KIND, batch.id, { ...batch, outcomes }, batch.expiresAt, 'present');
  }

  /** Batch `id` of `userId` (another user's batch is not found). */
  async get(id: unknown, userId: string): Promise<CallsBatch | undefined> {
    if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id)) return undefined;
    const batch = await this.#store.get<CallsBatch>(KIND, id.toLowerCase());
    return batch !== undefined && batch.userId === userId && batch.expiresAt > this.#now() ? batch : undefined;
  }
}
