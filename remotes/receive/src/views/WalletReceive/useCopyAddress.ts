import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown } from '@foyer/kernel';

export const COPY_SUCCESS_MESSAGE = 'Address copied';
export const COPY_FAILURE_MESSAGE = 'Could not copy the address';

/** Copies `address` to the clipboard and reports the outcome as a toast. */
export function useCopyAddress(address: string | undefined): () => Promise<void> {
  const dispatch = useDispatch();
  return useCallback(async () => {
    if (!address) return;
    try {
      // Undefined outside secure contexts: that failure is reported like a denied write.
      await navigator.clipboard.writeText(address);
      dispatch(toastShown({ variant: 'success', message: COPY_SUCCESS_MESSAGE }));
    } catch {
      dispatch(toastShown({ variant: 'error', message: COPY_FAILURE_MESSAGE }));
    }
  }, [address, dispatch]);
}
