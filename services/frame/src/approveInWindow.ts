import { APPROVAL_WINDOW_PATH, type ApprovalSummary } from '@foyer/kernel/frame';
import {
  APPROVAL_WINDOW_EVENT,
  APPROVAL_WINDOW_FEATURES,
  APPROVAL_WINDOW_POLL_MS,
  ApprovalWindowDecision,
  ApprovalWindowReady,
} from './approvalWindowProtocol.js';
import { element } from './dom.js';
import { FRAME_MESSAGES } from './frameMessages.js';
import type { ApprovalDecision } from './showApproval.js';

export type ApproveInWindowParameters = {
  summary: ApprovalSummary;
  requestedBy: string;
  signal: AbortSignal;
  /** Opens the approval window (tests replace it). */
  open?: (url: string) => Window | null;
};

/**
 * The approval where this frame cannot know whether it is visible (no IntersectionObserver v2: Firefox, Safari): the
 * frame only offers to open the secure site's approval window, a top-level window the host page cannot overlay, shrink
 * or make transparent; the summary and Approve live there. The frame answers that window's READY with the summary and
 * takes its decision; closing the window rejects, an abort closes it.
 * @example
 * const decision = await approveInWindow({ summary, requestedBy: 'https://dapp.example', signal })
 */
export function approveInWindow({
  summary,
  requestedBy,
  signal,
  open = (url) => window.open(url, '_blank', APPROVAL_WINDOW_FEATURES),
}: ApproveInWindowParameters): Promise<ApprovalDecision> {
  const root = element('section', 'foyer-approval__window');
  root.dataset.testid = 'approval-window-offer';
  root.setAttribute('aria-labelledby', 'foyer-approval-title');
  const title = element('h1', 'foyer-approval__title', summary.title);
  title.id = 'foyer-approval-title';
  const text = element('p', 'foyer-approval__origin', FRAME_MESSAGES.reviewInWindow);
  const hint = element('p', 'foyer-approval__hint');
  hint.setAttribute('role', 'status');
  hint.dataset.testid = 'approve-hint';
  const actions = element('div', 'foyer-approval__actions');
  const reject = element('button', 'foyer-approval__button foyer-approval__button--secondary', FRAME_MESSAGES.rejectLabel);
  reject.type = 'button';
  reject.dataset.testid = 'reject-transaction';
  const openButton = element('button', 'foyer-approval__button', FRAME_MESSAGES.openWindow);
  openButton.type = 'button';
  openButton.dataset.testid = 'open-approval-window';
  actions.append(reject, openButton);
  root.append(title, text, hint, actions);

  return new Promise<ApprovalDecision>((resolve, reject_) => {
    let popup: Window | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let done = false;
    const finish = () => {
      done = true;
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
      if (popup !== null && !popup.closed) popup.close();
      root.remove();
    };
    const decide = (decision: ApprovalDecision) => {
      if (done) return;
      finish();
      resolve(decision);
    };
    const onAbort = () => {
      if (done) return;
      finish();
      reject_(signal.reason);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (popup === null || event.source !== popup || event.origin !== location.origin) return;
      if (ApprovalWindowReady.safeParse(event.data).success) {
        popup.postMessage({ type: APPROVAL_WINDOW_EVENT.SHOW, summary, requestedBy }, location.origin);
        return;
      }
      const decision = ApprovalWindowDecision.safeParse(event.data);
      if (decision.success) decide(decision.data.decision);
    };
    openButton.addEventListener('click', () => {
      if (popup !== null && !popup.closed) {
        popup.focus();
        return;
      }
      popup = open(`${location.origin}${APPROVAL_WINDOW_PATH}`);
      if (popup === null) {
        hint.textContent = FRAME_MESSAGES.popupBlocked;
        return;
      }
      hint.textContent = FRAME_MESSAGES.windowOpen;
      clearInterval(poll);
      poll = setInterval(() => {
        if (popup?.closed === true) decide('rejected');
      }, APPROVAL_WINDOW_POLL_MS);
    });
    reject.addEventListener('click', () => decide('rejected'));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort);
    window.addEventListener('message', onMessage);
    document.body.append(root);
  });
}
