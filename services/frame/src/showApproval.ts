import type { ApprovalRow, ApprovalSummary } from '@foyer/kernel/frame';
import { createApprovalGuard, type ApprovalBlock, type ApprovalGuard, type ApprovalGuardParameters } from './approvalGuard.js';
import { element } from './dom.js';
import { FRAME_MESSAGES } from './frameMessages.js';

export type ApprovalDecision = 'approved' | 'rejected';

export type ShowApprovalParameters = {
  summary: ApprovalSummary;
  /** The origin of the page that asks (the frame's parent, or the approval window's opener's parent). */
  requestedBy: string;
  /** Aborting removes the UI and rejects with the signal's reason (RPC_ABORT, modal closed). */
  signal: AbortSignal;
} & Pick<ApprovalGuardParameters, 'activationDelayMs' | 'pointerDwellMs' | 'observeVisibility'>;

function rowList(className: string, testId: string, rows: readonly ApprovalRow[]): HTMLDListElement {
  const list = element('dl', className);
  list.dataset.testid = testId;
  for (const row of rows) {
    const item = element('div', 'foyer-approval__row');
    item.append(element('dt', 'foyer-approval__label', row.label), element('dd', 'foyer-approval__value', row.value));
    list.append(item);
  }
  return list;
}

const HINTS: Record<Exclude<ApprovalBlock, null>, string> = {
  tooSmall: FRAME_MESSAGES.tooSmall,
  notVisible: FRAME_MESSAGES.notVisible,
  scrollSummary: FRAME_MESSAGES.scrollSummary,
  settling: '',
  pointer: '',
};

/**
 * Draws the approval of one unsafe request in this document (the host page cannot reach it) and resolves with the
 * user's decision. The requesting origin and the critical rows (recipient, value, token amount, spender) stand above
 * the scrolling summary; Approve works only under the conditions of `createApprovalGuard` (large enough, fully
 * visible, summary seen to its end, still for a moment, pointer dwelt or keyboard used).
 * @example
 * const decision = await showApproval({ summary, requestedBy: 'https://dapp.example', signal })
 */
export function showApproval({ summary, requestedBy, signal, ...guardOptions }: ShowApprovalParameters): Promise<ApprovalDecision> {
  const root = element('section', 'foyer-approval');
  root.dataset.testid = 'approval';
  root.setAttribute('aria-labelledby', 'foyer-approval-title');
  const title = element('h1', 'foyer-approval__title', summary.title);
  title.id = 'foyer-approval-title';
  const origin = element('p', 'foyer-approval__origin', FRAME_MESSAGES.secureWindow(location.origin));
  const critical = rowList('foyer-approval__critical', 'approve-critical', [
    { label: FRAME_MESSAGES.requestedBy, value: requestedBy },
    ...summary.critical,
  ]);
  const list = rowList('foyer-approval__summary', 'approve-summary', summary.rows);
  list.dataset.method = summary.method;
  list.tabIndex = 0;
  list.setAttribute('aria-label', FRAME_MESSAGES.summaryLabel);
  const hint = element('p', 'foyer-approval__hint');
  hint.dataset.testid = 'approve-hint';
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
  root.append(title, origin, critical, list, hint, actions);

  return new Promise<ApprovalDecision>((resolve, reject_) => {
    let decided = false;
    let refused = false;
    // Created once the approval is in the document (its sizes and visibility are read there).
    let guard: ApprovalGuard | undefined;
    const refresh = () => {
      if (guard === undefined) return;
      const block = guard.block();
      approve.disabled = decided || !guard.armed();
      approve.classList.toggle('foyer-approval__button--waiting', block === 'pointer');
      root.dataset.state = decided ? 'submitting' : block === null ? 'ready' : 'inert';
      root.dataset.block = block ?? '';
      if (block === null) refused = false;
      hint.textContent = decided ? '' : block !== null && block !== 'pointer' ? HINTS[block] : refused ? FRAME_MESSAGES.holdPointer : '';
    };
    const finish = () => {
      guard?.stop();
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
    approve.addEventListener('click', (event) => {
      if (guard?.acceptsClick(event) === true) {
        decide('approved');
        return;
      }
      refused = true;
      refresh();
    });
    approve.addEventListener('focus', refresh);
    approve.addEventListener('blur', refresh);
    reject.addEventListener('click', () => decide('rejected'));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort);
    document.body.append(root);
    guard = createApprovalGuard({ root, summary: list, approve, onChange: refresh, ...guardOptions });
    refresh();
  });
}
