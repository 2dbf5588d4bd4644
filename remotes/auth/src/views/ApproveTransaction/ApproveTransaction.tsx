import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { approvalDecided, selectApprovals, selectCurrentApproval } from '../../authSlice.js';
import { approveTransactionCss } from './approveTransactionCss.js';

/**
 * The unsafe RPC request waiting for the user (spec §2 ApproveTransaction): a readable summary,
 * Approve and Reject. The adapter answers the dapp; the view only records the decision.
 */
export function ApproveTransaction() {
  const dispatch = useDispatch();
  const approval = useSelector(selectCurrentApproval);
  const waiting = useSelector(selectApprovals).length;
  const titleId = useId();
  if (!approval) {
    return (
      <div className="foyer-view foyer-approve" data-testid="view-ApproveTransaction">
        <style>{approveTransactionCss}</style>
        <p className="foyer-approve__empty" role="status">
          No request is waiting for approval.
        </p>
      </div>
    );
  }
  const submitting = approval.status === 'submitting';
  const decide = (approved: boolean) => dispatch(approvalDecided({ id: approval.id, approved }));
  return (
    <div
      className="foyer-view foyer-approve"
      data-testid="view-ApproveTransaction"
      data-state={approval.status}
      role="group"
      aria-labelledby={titleId}
    >
      <style>{approveTransactionCss}</style>
      <h2 className="foyer-approve__title" id={titleId}>
        {approval.summary.title}
      </h2>
      <dl className="foyer-approve__summary" data-testid="approve-summary" data-method={approval.summary.method}>
        {approval.summary.rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt className="foyer-approve__label">{row.label}</dt>
            <dd className="foyer-approve__value">{row.value}</dd>
          </div>
        ))}
      </dl>
      {waiting > 1 ? <p className="foyer-approve__empty">{waiting - 1} more request(s) waiting</p> : null}
      <div className="foyer-approve__actions">
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          data-testid="reject-transaction"
          disabled={submitting}
          onClick={() => decide(false)}
        >
          Reject
        </button>
        <button
          type="button"
          className="foyer-button"
          data-testid="approve-transaction"
          disabled={submitting}
          aria-busy={submitting}
          onClick={() => decide(true)}
        >
          {submitting ? 'Approving…' : 'Approve'}
        </button>
      </div>
    </div>
  );
}
