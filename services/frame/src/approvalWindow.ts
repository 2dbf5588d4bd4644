import { APPROVAL_WINDOW_EVENT, ApprovalWindowShow } from './approvalWindowProtocol.js';
import { FRAME_MESSAGES } from './frameMessages.js';
import { showApproval } from './showApproval.js';

/**
 * The approval window (`/frame/approve`, opened by the secure frame): a top-level page of the secure site. It asks its
 * opener (the frame, same origin) for the summary, shows it with the same guarded Approve as the frame, sends the
 * decision back and closes. Opened by anything but the frame, it shows nothing to approve.
 */
export function startApprovalWindow(): void {
  const opener = window.opener as Window | null;
  if (opener === null) {
    const note = document.createElement('p');
    note.className = 'foyer-approval__hint';
    note.textContent = FRAME_MESSAGES.nothingToApprove;
    document.body.append(note);
    return;
  }
  const controller = new AbortController();
  let shown = false;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (shown || event.source !== opener || event.origin !== location.origin) return;
    const show = ApprovalWindowShow.safeParse(event.data);
    if (!show.success) return;
    shown = true;
    document.title = show.data.summary.title;
    void showApproval({ summary: show.data.summary, requestedBy: show.data.requestedBy, signal: controller.signal }).then((decision) => {
      opener.postMessage({ type: APPROVAL_WINDOW_EVENT.DECISION, decision }, location.origin);
      window.close();
    });
  });
  opener.postMessage({ type: APPROVAL_WINDOW_EVENT.READY }, location.origin);
}
