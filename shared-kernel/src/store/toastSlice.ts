import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'loading' | 'success' | 'error' | 'info';

export type Toast = { id: string; variant: ToastVariant; message: string };

export type ToastShownParameters = { variant: ToastVariant; message: string };

export type ToastState = {
  /** The visible toast. */
  current: Toast | null;
  /** A toast waiting for the previous one to hide (shown `TOAST_RESHOW_MS` later). */
  queued: Toast | null;
};

const initialState: ToastState = { current: null, queued: null };

/**
 * One toast at a time. Showing a toast while another is visible hides the first and queues the
 * new one; the shell's listener shows it after `TOAST_RESHOW_MS` and hides non-loading toasts
 * after a while.
 * @example
 * dispatch(toastShown({ variant: 'success', message: 'Address copied' }))
 */
export const toastSlice = /* @__PURE__ */ createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        if (state.current === null) {
          state.current = action.payload;
          state.queued = null;
        } else {
          state.current = null;
          state.queued = action.payload;
        }
      },
      prepare(parameters: ToastShownParameters) {
        return { payload: { id: nanoid(), variant: parameters.variant, message: parameters.message } };
      },
    },
    /** Shows the queued toast (dispatched by the shell after the re-show gap). */
    toastReshown(state) {
      if (state.queued === null) return;
      state.current = state.queued;
      state.queued = null;
    },
    /** Hides the toast `id` (or whatever is visible when omitted). */
    toastHidden(state, action: PayloadAction<{ id?: string } | undefined>) {
      const id = action.payload?.id;
      if (id === undefined || state.current?.id === id) state.current = null;
      if (id === undefined || state.queued?.id === id) state.queued = null;
    },
  },
  selectors: {
    selectToast: (state): Toast | null => state.current,
  },
});

export const { toastShown, toastReshown, toastHidden } = toastSlice.actions;
export const { selectToast } = toastSlice.selectors;
