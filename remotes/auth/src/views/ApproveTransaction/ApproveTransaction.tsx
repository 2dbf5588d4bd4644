import { useId, useRef } from 'react';
import { useSelector } from 'react-redux';
import { StyleSheet, selectSecureSiteUrl, type FoyerState } from '@foyer/kernel';
import { frameOrigin } from '@foyer/kernel/frame';
import { selectApprovalShown, selectPendingApprovals } from '../../authSlice.js';
import { messages } from '../../messages.js';
import { approveTransactionCss } from './approveTransactionCss.js';
import { useFrameArea } from './useFrameArea.js';

const selectSecureOrigin = (state: FoyerState): string => frameOrigin(selectSecureSiteUrl(state));

/**
 * The host of an unsafe request's approval (spec §2 ApproveTransaction). The summary, Approve and Reject are drawn
 * by the secure frame in its own document, placed over this view's frame area; this view only says what is
 * happening. It has no approve path: a script in this page cannot approve. Closing the modal rejects ('Modal closed').
 */
export function ApproveTransaction() {
  const pending = useSelector(selectPendingApprovals).length > 0;
  const shown = useSelector(selectApprovalShown);
  const origin = useSelector(selectSecureOrigin);
  const area = useRef<HTMLDivElement>(null);
  const leadId = useId();
  useFrameArea(area, pending);
  if (!pending) {
    return (
      <div className="foyer-view foyer-approve" data-testid="view-ApproveTransaction" data-state="idle">
        <StyleSheet css={approveTransactionCss} />
        <p className="foyer-approve__empty" role="status">
          {messages.approveTransaction.idle}
        </p>
      </div>
    );
  }
  return (
    <div
      className="foyer-view foyer-approve"
      data-testid="view-ApproveTransaction"
      data-state={shown ? 'shown' : 'loading'}
      role="group"
      aria-labelledby={leadId}
    >
      <StyleSheet css={approveTransactionCss} />
      <p className="foyer-approve__lead" id={leadId}>
        {messages.approveTransaction.lead(origin)}
      </p>
      <div ref={area} className="foyer-approve__frame-area" data-testid="approve-frame-area" role="status" aria-label={messages.approveTransaction.frameLabel}>
        {shown ? messages.approveTransaction.shown : messages.approveTransaction.loading}
      </div>
    </div>
  );
}
