import type { ApprovalSummary } from '@foyer/kernel/frame';
import type { SummaryTokens } from './tokenMetadata.js';

/** One unsafe request waiting for the user's decision in the frame, bound to the session that asked. */
export type PendingApproval = {
  id: string;
  /** SHA-256 of the session token (the session's key): another session cannot use this approval. */
  sessionKey: string;
  userId: string;
  method: string;
  /** A deep copy of the params taken when the approval was created: exactly what the summary shows. */
  params: unknown;
  chainId: string;
  summary: ApprovalSummary;
  /** The token metadata read for the summary (symbols, decimals): confirm recomputes the summary with the same. */
  tokens?: SummaryTokens;
  expiresAt: number;
};
