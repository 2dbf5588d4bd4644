import type { ApprovalSummary } from '@foyer/kernel/frame';
import { APPROVE_ACTIVATION_DELAY_MS } from './approvalTiming.js';
import { FRAME_MESSAGES } from './frameMessages.js';
import { trackVisibility } from './trackVisibility.js';

export type ApprovalDecision = 'approved' | 'rejected';

export type ShowApprovalParameters = {
  summary: ApprovalSummary;
  /** Aborting removes the UI and rejects with the signal's reason (RPC_ABORT, modal closed). */
  signal: AbortSignal;
  /** The approve button's inert time; tests shorten it. */
  activationDelayMs?: number;
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  // textContent only: every string here may come from the dapp (messages, typed data) and is never parsed as HTML.
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Draws the approval of one unsafe request in the frame's own document (the host page cannot reach it) and resolves
 * with the user's decision. Approve stays disabled until the UI has been visible for `activationDelayMs` (visible as
 * reported by IntersectionObserver v2 where it exists; from the moment it appears elsewhere).
 * @example
 * const decision = await showApproval({ summary, signal })
 */
export function showApproval({ summary, signal, activationDelayMs = APPROVE_ACTIVATION_DELAY_MS }: ShowApprovalParameters): Promise<ApprovalDecision> {
  const root = element('section', 'foyer-approval');
  root.dataset.testid = 'approval';
  root.setAttribute('aria-labelledby', 'foyer-approval-title');
  const title = element('h1', 'foyer-approval__title', summary.title);
  title.id = 'foyer-approval-title';
  const origin = element('p', 'foyer-approval__origin', FRAME_MESSAGES.secureWindow(location.origin));
  const list = element('dl', 'foyer-approval__summary');
  list.dataset.testid = 'approve-summary';
  list.dataset.method = summary.method;
  list.tabIndex = 0;
  for (const row of summary.rows) {
    const item = element('div', 'foyer-approval__row');
    item.append(element('dt', 'foyer-approval__label', row.label), element('dd', 'foyer-approval__value', row.value));
    list.append(item);
  }
  const hint = element('p', 'foyer-approval__hint');
  hint.setAttribute('role', 'status');
  const actions = element('div', 'foyer-approval__actions');
  const reject = element('button', 'foyer-approval__button foyer-approval__button--secondary', FRAME_MESSAGES.rejectLabel);
  reject.type = 'button';
  reject.dataset.testid = 'reject-transaction';
  const approve = element('button', 'foyer-approval__button', FRAME_MESSAGES.approveLabel);
  approve.type = 'button';
  approve.dataset.testid = 'approve-transaction';
  approve.disabled = true;
  actions.append(reject, approve);
  root.append(title, origin, list, hint, actions);

  return new Promise<ApprovalDecision>((resolve, reject_) => {
    let delayed = false;
    let visible = false;
    let decided = false;
    const refresh = () => {
      approve.disabled = decided || !delayed || !visible;
      root.dataset.state = decided ? 'submitting' : approve.disabled ? 'inert' : 'ready';
      hint.textContent = delayed && !visible && !decided ? FRAME_MESSAGES.notVisible : '';
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The inert time counts from the moment the approval is really visible, and starts again whenever it was hidden,
    // covered or moved out of view: a frame revealed (or slid) under the pointer never takes a click at once.
    // The whole approval must be visible, not only the button (whose look changes while it is disabled).
    const stopTracking = trackVisibility(root, (isVisible) => {
      if (isVisible && !visible) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          delayed = true;
          refresh();
        }, activationDelayMs);
      }
      if (!isVisible) {
        clearTimeout(timer);
        delayed = false;
      }
      visible = isVisible;
      refresh();
    });
    const finish = () => {
      clearTimeout(timer);
      stopTracking();
      signal.removeEventListener('abort', onAbort);
      root.remove();
    };
    const onAbort = () => {
      finish();
      reject_(signal.reason);
    };
    const decide = (decision: ApprovalDecision) => {
      if (decided) return;
      decided = true;
      finish();
      resolve(decision);
    };
    approve.addEventListener('click', () => {
      if (!approve.disabled) decide('approved');
    });
    reject.addEventListener('click', () => decide('rejected'));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort);
    document.body.append(root);
    refresh();
  });
}
