import { randomBytes } from 'node:crypto';
import type { Hex } from 'viem';

/** How long the outcome of a `wallet_sendCalls` batch can be read with `wallet_getCallsStatus`. */
export const CALLS_BATCH_TTL_MS = 60 * 60_000;
/** Most batches remembered at once (the oldest is forgotten first). */
export const MAX_CALLS_BATCHES = 10_000;

/** What happened to one call of a batch: sent (with its hash) or failed (nothing sent for it and those after it). */
export type CallOutcome = { status: 'sent'; hash: Hex } | { status: 'failed'; error: string } | { status: 'skipped' };

export type CallsBatch = { id: Hex; userId: string; chainId: number; outcomes: CallOutcome[]; expiresAt: number };

/**
 * The outcomes of `wallet_sendCalls` batches, so `wallet_getCallsStatus` can report each call (EIP-5792): a batch
 * stopped halfway is reported as such, never hidden behind one error. Bounded, expiring, per user.
 */
export class CallsBatches {
  readonly #batches = new Map<Hex, CallsBatch>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  add(userId: string, chainId: number, outcomes: CallOutcome[]): CallsBatch {
    const now = this.#now();
    for (const [id, batch] of this.#batches) if (batch.expiresAt <= now) this.#batches.delete(id);
    while (this.#batches.size >= MAX_CALLS_BATCHES) {
      const oldest = this.#batches.keys().next();
      if (oldest.done) break;
      this.#batches.delete(oldest.value);
    }
    const batch: CallsBatch = { id: `0x${randomBytes(32).toString('hex')}`, userId, chainId, outcomes, expiresAt: now + CALLS_BATCH_TTL_MS };
    this.#batches.set(batch.id, batch);
    return batch;
  }

  /** Batch `id` of `userId` (another user's batch is not found). */
  get(id: unknown, userId: string): CallsBatch | undefined {
    const batch = typeof id === 'string' ? this.#batches.get(id.toLowerCase() as Hex) : undefined;
    return batch !== undefined && batch.userId === userId && batch.expiresAt > this.#now() ? batch : undefined;
  }
}
