import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApprovalSummary } from './approvals/ApprovalSummary.js';

/** `pending`: waiting for the user; `submitting`: approved, the frame is signing. */
export type ApprovalStatus = 'pending' | 'submitting';

export type PendingApproval = { id: string; summary: ApprovalSummary; status: ApprovalStatus };

export type AuthState = {
  /** Unsafe RPC requests waiting for ApproveTransaction, oldest first. */
  approvals: PendingApproval[];
};

const initialState: AuthState = { approvals: [] };

/**
 * The auth remote's state: the unsafe RPC requests ApproveTransaction shows. The promises that
 * answer them live in the adapter (never in state).
 * @example
 * dispatch(approvalDecided({ id, approved: true }))
 */
export const authSlice = /* @__PURE__ */ createSlice({
  name: 'auth',
  initialState,
  reducers: {
    approvalRequested(state, action: PayloadAction<{ id: string; summary: ApprovalSummary }>) {
      state.approvals.push({ ...action.payload, status: 'pending' });
    },
    /** The user approved or rejected request `id` in ApproveTransaction. */
    approvalDecided(state, action: PayloadAction<{ id: string; approved: boolean }>) {
      const approval = state.approvals.find((item) => item.id === action.payload.id);
      if (approval && action.payload.approved) approval.status = 'submitting';
    },
    /** Request `id` was answered (signed, rejected, failed): it leaves the queue. */
    approvalSettled(state, action: PayloadAction<{ id: string }>) {
      state.approvals = state.approvals.filter((item) => item.id !== action.payload.id);
    },
  },
});

declare module '@foyer/kernel' {
  interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

export const { approvalRequested, approvalDecided, approvalSettled } = authSlice.actions;
const NO_APPROVALS: readonly PendingApproval[] = [];

/** Requests waiting for the user, oldest first (empty until the remote's setup injected the slice). */
export const selectApprovals = (state: object): readonly PendingApproval[] =>
  (state as { auth?: AuthState }).auth?.approvals ?? NO_APPROVALS;

/** The request ApproveTransaction shows. */
export const selectCurrentApproval = (state: object): PendingApproval | undefined => selectApprovals(state)[0];
