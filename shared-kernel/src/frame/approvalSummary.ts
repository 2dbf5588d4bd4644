import * as z from 'zod/mini';

/** Longest value of one summary row: full calldata and typed data are shown, not cut (the frame scrolls them). */
export const MAX_SUMMARY_VALUE_CHARS = 200_000;
/** Most rows of one summary (a deeply nested typed-data message is flattened into rows). */
export const MAX_SUMMARY_ROWS = 512;

/** Most critical rows (recipient, value, spender and amount) pinned above the scrolling summary. */
export const MAX_CRITICAL_ROWS = 8;
/**
 * The smallest viewport the secure frame approves in: a host page that shrinks the frame below it (to collapse the
 * summary) gets an inert Approve. The widget's frame area (ApproveTransaction) is larger on every modal width.
 */
export const APPROVAL_MIN_VIEWPORT_PX = { width: 280, height: 360 } as const;

/** One labelled line of an approval summary (`label` may be a dotted path, e.g. `message.details.amount`). */
export const ApprovalRow = z.object({
  label: z.string().check(z.maxLength(512)),
  value: z.string().check(z.maxLength(MAX_SUMMARY_VALUE_CHARS)),
});

/**
 * What the secure frame shows for one unsafe request. The secure site's server computes it from the request it
 * stored, so what is shown is what gets signed.
 */
export const ApprovalSummary = z.object({
  method: z.string().check(z.maxLength(128)),
  title: z.string().check(z.maxLength(128)),
  /**
   * What the request does to the user's funds, pinned outside the scroll area so it can never be scrolled or
   * collapsed out of sight: recipient, value, token amount with its symbol, spender and allowance.
   */
  critical: z.array(ApprovalRow).check(z.maxLength(MAX_CRITICAL_ROWS)),
  rows: z.array(ApprovalRow).check(z.maxLength(MAX_SUMMARY_ROWS)),
});

/** The secure site's answer to `POST /api/approvals`. */
export const CreatedApproval = z.object({
  approvalId: z.string().check(z.minLength(16), z.maxLength(128)),
  expiresAt: z.number(),
  summary: ApprovalSummary,
});

export type ApprovalRow = z.infer<typeof ApprovalRow>;
export type ApprovalSummary = z.infer<typeof ApprovalSummary>;
export type CreatedApproval = z.infer<typeof CreatedApproval>;
