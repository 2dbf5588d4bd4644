/** How long an approval waits for the user's decision in the frame. Short: the summary must not go stale. */
export const APPROVAL_TTL_MS = 2 * 60_000;
/** Most approvals waiting at once, for the whole site (a newcomer is refused: nobody's approval is dropped for it). */
export const MAX_PENDING_APPROVALS = 10_000;
/** Most approvals waiting at once for one user, over all its sessions (its own oldest is dropped first). */
export const MAX_PENDING_APPROVALS_PER_USER = 16;
