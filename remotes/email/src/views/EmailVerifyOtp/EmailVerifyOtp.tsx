import { StyleSheet, shortenEmail, toastShown, type FeatureViewProps, type FoyerDispatch } from '@foyer/kernel';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { closeModal } from '../../closeModal.js';
import { OtpInput } from '../../components/OtpInput/OtpInput.js';
import { ResendCode } from '../../components/ResendCode/ResendCode.js';
import { emailCss } from '../../emailCss.js';
import { errorMessage } from '../../errorMessage.js';
import { messages } from '../../messages.js';

type Status = 'idle' | 'verifying' | 'error';

/** The one-time code sent to the email: checked by the frame, then the account connects and the modal closes. */
export function EmailVerifyOtp({ data, api }: FeatureViewProps<'EmailVerifyOtp'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const email = data?.email ?? '';
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);

  const verify = async (otp: string) => {
    setStatus('verifying');
    try {
      const auth = await api.loadAuth();
      await auth.connectOtp(otp);
      closeModal(dispatch);
    } catch (error) {
      setStatus('error');
      setAttempt((value) => value + 1);
      dispatch(toastShown({ variant: 'error', message: errorMessage(error) }));
    }
  };

  const resend = async () => {
    try {
      const auth = await api.loadAuth();
      await auth.connectEmail(email);
      dispatch(toastShown({ variant: 'success', message: messages.emailVerifyOtp.codeSent }));
    } catch (error) {
      dispatch(toastShown({ variant: 'error', message: errorMessage(error) }));
    }
  };

  return (
    <div className="foyer-view foyer-email foyer-email--view" data-testid="view-EmailVerifyOtp" data-state={status}>
      <StyleSheet css={emailCss} />
      <p className="foyer-email__title">{messages.emailVerifyOtp.title}</p>
      <p className="foyer-email__hint">
        {messages.emailVerifyOtp.hint(
          <strong key="email" title={email}>
            {shortenEmail(email)}
          </strong>,
        )}
      </p>
      <OtpInput key={attempt} label={messages.emailVerifyOtp.codeLabel} disabled={status === 'verifying'} onComplete={(otp) => void verify(otp)} />
      <ResendCode onResend={resend} />
    </div>
  );
}
