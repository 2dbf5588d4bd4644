import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown } from '@foyer/kernel';
import { messages } from '../../messages.js';

/** Copies `address` to the clipboard and reports the outcome as a toast. */
export function useCopyAddress(address: string | undefined): () => Promise<void> {
  const dispatch = useDispatch();
  return useCallback(async () => {
    if (!address) return;
    try {
      // Undefined outside secure contexts: that failure is reported like a denied write.
      await navigator.clipboard.writeText(address);
      dispatch(toastShown({ variant: 'success', message: messages.walletReceive.copied }));
    } catch {
      dispatch(toastShown({ variant: 'error', message: messages.walletReceive.copyFailed }));
    }
  }, [address, dispatch]);
}
