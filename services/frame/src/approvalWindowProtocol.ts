import * as z from 'zod/mini';
import { ApprovalSummary } from '@foyer/kernel/frame';

/** `window.open` features of the approval window: a popup of its own, large enough for the summary. */
export const APPROVAL_WINDOW_FEATURES = 'popup,width=440,height=680';
/** How often the frame checks whether the user closed the approval window (closing it rejects). */
export const APPROVAL_WINDOW_POLL_MS = 400;

/**
 * Messages between the secure frame and the approval window it opened. Both are the secure site's origin: each side
 * accepts only messages from that origin, from the one window it talks to, that pass these schemas.
 */
export const APPROVAL_WINDOW_EVENT = {
  READY: '@foyer-approval-window/READY',
  SHOW: '@foyer-approval-window/SHOW',
  DECISION: '@foyer-approval-window/DECISION',
} as const;

export const ApprovalWindowReady = z.object({ type: z.literal(APPROVAL_WINDOW_EVENT.READY) });
export const ApprovalWindowShow = z.object({
  type: z.literal(APPROVAL_WINDOW_EVENT.SHOW),
  summary: ApprovalSummary,
  requestedBy: z.string().check(z.maxLength(2_048)),
});
export const ApprovalWindowDecision = z.object({
  type: z.literal(APPROVAL_WINDOW_EVENT.DECISION),
  decision: z.enum(['approved', 'rejected']),
});
