import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

/** Where the secure frame is drawn: the ApproveTransaction view's frame area, in viewport pixels. */
export type FrameArea = { top: number; left: number; width: number; height: number };

export type AuthState = {
  /** Unsafe RPC requests the secure frame is handling (approval shown there, or signing), oldest first. */
  pendingApprovals: string[];
  /** Request ids whose approval UI the frame reports on screen (`@w3m-frame/APPROVAL_SHOWN`). */
  shownApprovals: string[];
  /** The ApproveTransaction view's frame area while the view is mounted. */
  frameArea: FrameArea | null;
};

const initialState: AuthState = { pendingApprovals: [], shownApprovals: [], frameArea: null };

/**
 * The auth remote's state: which unsafe requests wait on the secure frame and where the view wants the frame.
 * The approval itself (summary, approve, reject) lives only in the frame's document; the host page never decides.
 * @example
 * dispatch(frameAreaChanged({ top: 80, left: 20, width: 360, height: 560 }))
 */
export const authSlice = /* @__PURE__ */ createSlice({
  name: 'auth',
  initialState,
  reducers: {
    approvalRequested(state, action: PayloadAction<{ id: string }>) {
      state.pendingApprovals.push(action.payload.id);
    },
    /** The frame shows (or no longer shows) its approval UI for request `id`. */
    approvalShown(state, action: PayloadAction<{ id: string; shown: boolean }>) {
      state.shownApprovals = state.shownApprovals.filter((id) => id !== action.payload.id);
      if (action.payload.shown) state.shownApprovals.push(action.payload.id);
    },
    /** Request `id` was answered (signed, rejected, failed, cancelled). */
    approvalSettled(state, action: PayloadAction<{ id: string }>) {
      state.pendingApprovals = state.pendingApprovals.filter((id) => id !== action.payload.id);
    },
    frameAreaChanged(state, action: PayloadAction<FrameArea | null>) {
      state.frameArea = action.payload;
    },
  },
});

declare module '@foyer/kernel' {
  interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

export const { approvalRequested, approvalShown, approvalSettled, frameAreaChanged } = authSlice.actions;

const EMPTY: readonly string[] = [];

/** Unsafe requests waiting on the secure frame (empty until the remote's setup injected the slice). */
export const selectPendingApprovals = (state: object): readonly string[] => (state as { auth?: AuthState }).auth?.pendingApprovals ?? EMPTY;

/** Whether the frame reports an approval on screen. */
export const selectApprovalShown = (state: object): boolean => ((state as { auth?: AuthState }).auth?.shownApprovals.length ?? 0) > 0;

export const selectFrameArea = (state: object): FrameArea | null => (state as { auth?: AuthState }).auth?.frameArea ?? null;
