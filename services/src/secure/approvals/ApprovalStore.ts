import { randomBytes } from 'node:crypto';
import { SecureSiteError } from '../SecureSiteError.js';
import { MemoryRecordStore } from '../state/MemoryRecordStore.js';
import type { RecordStore } from '../state/RecordStore.js';
import { APPROVAL_TTL_MS, MAX_PENDING_APPROVALS, MAX_PENDING_APPROVALS_PER_USER } from './approvalLimits.js';
import type { PendingApproval } from './PendingApproval.js';

export type ApprovalStoreOptions = { ttlMs?: number; maxPending?: number; maxPerUser?: number; now?: () => number; store?: RecordStore };

const KIND = 'approval';

/**
 * Approvals waiting for the user: bounded per user (that user's oldest dropped first) and site-wide (a newcomer refused,
 * never another user's approval dropped: review N17), expiring after a short
 * TTL, and consumed at most once (`RecordStore.take`). In process memory by default; in Redis when secure-site
 * instances share them (the frame's confirm may reach another instance than its request). An approval lost in a
 * restart only means the user is asked again.
 */
export class ApprovalStore {
  readonly #store: RecordStore;
  readonly #ttlMs: number;
  readonly #maxPending: number;
  readonly #maxPerUser: number;
  readonly #now: () => number;

  constructor(options: ApprovalStoreOptions = {}) {
    this.#ttlMs = options.ttlMs ?? APPROVAL_TTL_MS;
    this.#maxPending = options.maxPending ?? MAX_PENDING_APPROVALS;
    this.#maxPerUser = options.maxPerUser ?? MAX_PENDING_APPROVALS_PER_USER;
    this.#now = options.now ?? Date.now;
    this.#store = options.store ?? new MemoryRecordStore(this.#now);
  }

  /** Stores `approval` (its id and expiry are made here) and returns it; 503 RATE_LIMITED when the site holds its maximum. */
  async add(approval: Omit<PendingApproval, 'id' | 'expiresAt'>): Promise<PendingApproval> {
    const entry: PendingApproval = { ...approval, id: randomBytes(24).toString('base64url'), expiresAt: this.#now() + this.#ttlMs };
    const group = { key: `user:${approval.userId}`, max: this.#maxPerUser };
    if (!(await this.#store.add(KIND, entry.id, entry, entry.expiresAt, { max: this.#maxPending, whenFull: 'refuse', group }))) {
      throw new SecureSiteError(503, 'RATE_LIMITED', 'Rate Limited');
    }
    return entry;
  }

  /**
   * Removes and returns approval `id` if it exists, has not expired and belongs to `sessionKey`. An approval of
   * another session is left alone (its owner may still decide) and reported as not found.
   */
  async take(id: string, sessionKey: string): Promise<PendingApproval | undefined> {
    const entry = await this.#store.get<PendingApproval>(KIND, id);
    if (entry === undefined || entry.sessionKey !== sessionKey) return undefined;
    // Two confirms racing (on one instance or two) both read it; only one takes it.
    const taken = await this.#store.take<PendingApproval>(KIND, id);
    return taken !== undefined && taken.expiresAt > this.#now() ? taken : undefined;
  }
}
