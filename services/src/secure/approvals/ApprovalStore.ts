import { randomBytes } from 'node:crypto';
import { APPROVAL_TTL_MS, MAX_PENDING_APPROVALS, MAX_PENDING_APPROVALS_PER_SESSION } from './approvalLimits.js';
import type { PendingApproval } from './PendingApproval.js';

export type ApprovalStoreOptions = { ttlMs?: number; maxPending?: number; maxPerSession?: number; now?: () => number };

/**
 * Approvals waiting for the user, in process memory: bounded (site-wide and per session, oldest dropped first),
 * expiring after a short TTL, and consumed at most once. `take` reads and deletes in one synchronous step, so two
 * concurrent confirms cannot both get the request (Node runs one callback at a time).
 * An in-memory store needs a single secure-site instance or sticky sessions; an approval lost in a restart only
 * means the user is asked again.
 */
export class ApprovalStore {
  readonly #entries = new Map<string, PendingApproval>();
  readonly #ttlMs: number;
  readonly #maxPending: number;
  readonly #maxPerSession: number;
  readonly #now: () => number;

  constructor(options: ApprovalStoreOptions = {}) {
    this.#ttlMs = options.ttlMs ?? APPROVAL_TTL_MS;
    this.#maxPending = options.maxPending ?? MAX_PENDING_APPROVALS;
    this.#maxPerSession = options.maxPerSession ?? MAX_PENDING_APPROVALS_PER_SESSION;
    this.#now = options.now ?? Date.now;
  }

  /** Stores `approval` (its id and expiry are made here) and returns it. */
  add(approval: Omit<PendingApproval, 'id' | 'expiresAt'>): PendingApproval {
    this.#purge();
    const ofSession = [...this.#entries.values()].filter((entry) => entry.sessionKey === approval.sessionKey);
    for (const stale of ofSession.slice(0, Math.max(0, ofSession.length - this.#maxPerSession + 1))) this.#entries.delete(stale.id);
    while (this.#entries.size >= this.#maxPending) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    const entry: PendingApproval = { ...approval, id: randomBytes(24).toString('base64url'), expiresAt: this.#now() + this.#ttlMs };
    this.#entries.set(entry.id, entry);
    return entry;
  }

  /**
   * Removes and returns approval `id` if it exists, has not expired and belongs to `sessionKey`. An approval of
   * another session is left alone (its owner may still decide) and reported as not found.
   */
  take(id: string, sessionKey: string): PendingApproval | undefined {
    const entry = this.#entries.get(id);
    if (entry === undefined || entry.sessionKey !== sessionKey) return undefined;
    this.#entries.delete(id);
    return entry.expiresAt > this.#now() ? entry : undefined;
  }

  get size(): number {
    this.#purge();
    return this.#entries.size;
  }

  #purge(): void {
    const now = this.#now();
    for (const [id, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(id);
  }
}
