import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown } from '@foyer/kernel';
import { messages } from '../../messages.js';

/** Copies the pairing URI to the clipboard and reports the outcome as a toast. */
export function useCopyUri(uri: string | null): () => Promise<void> {
  const dispatch = useDispatch();
  return useCallback(async () => {
    if (!uri) return;
    try {
      // Undefined outside secure contexts: reported like a denied write.
      await navigator.clipboard.writeText(uri);
      dispatch(toastShown({ variant: 'success', message: messages.pairingPanel.linkCopied }));
    } catch {
      dispatch(toastShown({ variant: 'error', message: messages.pairingPanel.copyFailed }));
    }
  }, [uri, dispatch]);
}
