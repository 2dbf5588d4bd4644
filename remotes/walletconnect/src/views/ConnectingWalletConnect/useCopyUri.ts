import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown } from '@foyer/kernel';

export const COPY_URI_SUCCESS_MESSAGE = 'Link copied';
export const COPY_URI_FAILURE_MESSAGE = 'Could not copy the link';

/** Copies the pairing URI to the clipboard and reports the outcome as a toast. */
export function useCopyUri(uri: string | null): () => Promise<void> {
  const dispatch = useDispatch();
  return useCallback(async () => {
    if (!uri) return;
    try {
      // Undefined outside secure contexts: reported like a denied write.
      await navigator.clipboard.writeText(uri);
      dispatch(toastShown({ variant: 'success', message: COPY_URI_SUCCESS_MESSAGE }));
    } catch {
      dispatch(toastShown({ variant: 'error', message: COPY_URI_FAILURE_MESSAGE }));
    }
  }, [uri, dispatch]);
}
