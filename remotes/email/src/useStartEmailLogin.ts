import { toastShown, viewPushed, type FoyerDispatch } from '@foyer/kernel';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { closeModal } from './closeModal.js';
import type { EmailApi } from './EmailApi.js';
import { errorMessage } from './errorMessage.js';

/**
 * Starts an email login and opens the next step the frame asks for: EmailVerifyOtp,
 * EmailVerifyDevice, or nothing (already verified: connected, the modal closes). Failures,
 * including the cooldown ('Please try again after {n} seconds'), are error toasts.
 * @example
 * const start = useStartEmailLogin(api); await start('ada@example.com')
 */
export function useStartEmailLogin(api: EmailApi): (email: string) => Promise<void> {
  const dispatch = useDispatch<FoyerDispatch>();
  return useCallback(
    async (email: string) => {
      try {
        const auth = await api.loadAuth();
        const { action } = await auth.connectEmail(email);
        if (action === 'VERIFY_OTP') dispatch(viewPushed({ view: 'EmailVerifyOtp', data: { email } }));
        else if (action === 'VERIFY_DEVICE') dispatch(viewPushed({ view: 'EmailVerifyDevice', data: { email } }));
        else closeModal(dispatch);
      } catch (error) {
        dispatch(toastShown({ variant: 'error', message: errorMessage(error) }));
      }
    },
    [api, dispatch],
  );
}
