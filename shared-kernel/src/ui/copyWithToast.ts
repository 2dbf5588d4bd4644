import { toastShown } from '../store/toastSlice.js';

export type CopyWithToastMessages = { copied: string; failed: string };

/**
 * A thunk copying `text` to the clipboard and reporting the outcome as a toast (nothing when there is no text).
 * @example
 * dispatch(copyWithToast(address, { copied: 'Address copied', failed: 'Could not copy' }))
 */
export function copyWithToast(text: string | null | undefined, messages: CopyWithToastMessages) {
  return async (dispatch: (action: ReturnType<typeof toastShown>) => unknown): Promise<void> => {
    if (!text) return;
    try {
      // Undefined outside secure contexts: that failure is reported like a denied write.
      await navigator.clipboard.writeText(text);
      dispatch(toastShown({ variant: 'success', message: messages.copied }));
    } catch {
      dispatch(toastShown({ variant: 'error', message: messages.failed }));
    }
  };
}
