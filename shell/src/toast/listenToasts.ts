import { TOAST_RESHOW_MS, toastHidden, toastReshown, toastShown } from '@foyer/kernel';
import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../store/types.js';

/** How long a success, error or info toast stays visible. Loading toasts stay until replaced. */
export const TOAST_VISIBLE_MS = 2500;

/**
 * Toast timing: a toast queued behind a visible one shows `TOAST_RESHOW_MS` after the first
 * hid; a non-loading toast hides itself after `TOAST_VISIBLE_MS`.
 */
export function listenToasts(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(toastShown, toastReshown),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (api.getState().toast.queued !== null) {
        await api.delay(TOAST_RESHOW_MS);
        api.dispatch(toastReshown());
        return; // toastReshown runs this effect again for the new toast.
      }
      const toast = api.getState().toast.current;
      if (toast === null || toast.variant === 'loading') return;
      await api.delay(TOAST_VISIBLE_MS);
      api.dispatch(toastHidden({ id: toast.id }));
    },
  });
}
