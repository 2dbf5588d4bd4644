import { StyleSheet, historyPopped, shortenEmail, toastShown, type FeatureViewProps, type FoyerDispatch } from '@foyer/kernel';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { EmailForm } from '../../components/EmailForm/EmailForm.js';
import { OtpInput } from '../../components/OtpInput/OtpInput.js';
import { emailCss } from '../../emailCss.js';
import { errorMessage } from '../../errorMessage.js';
import { messages } from '../../messages.js';

type Step =
  | { name: 'email' }
  | { name: 'primary' | 'secondary'; email: string }
  | { name: 'verifying'; email: string; from: 'primary' | 'secondary' };

/**
 * UpdateEmailWallet (spec §2, §4): the new email, then the code sent to the CURRENT address
 * (primary OTP), then the code sent to the NEW address (secondary OTP); then back to Account.
 */
export function UpdateEmailWallet({ api }: FeatureViewProps<'UpdateEmailWallet'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [current, setCurrent] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    api
      .loadAuth()
      .then((auth) => setCurrent(auth.getEmail()))
      .catch(() => setCurrent(undefined));
  }, [api]);

  const fail = (error: unknown) => {
    setAttempt((value) => value + 1);
    dispatch(toastShown({ variant: 'error', message: errorMessage(error) }));
  };

  const start = async (email: string) => {
    try {
      const auth = await api.loadAuth();
      const { action } = await auth.updateEmail(email);
      setStep({ name: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary', email });
    } catch (error) {
      fail(error);
    }
  };

  const verify = async (otp: string, email: string, from: 'primary' | 'secondary') => {
    setStep({ name: 'verifying', email, from });
    try {
      const auth = await api.loadAuth();
      if (from === 'primary') {
        await auth.updateEmailPrimaryOtp(otp);
        setStep({ name: 'secondary', email });
        return;
      }
      const { newEmail } = await auth.updateEmailSecondaryOtp(otp);
      dispatch(toastShown({ variant: 'success', message: messages.updateEmailWallet.updated(shortenEmail(newEmail)) }));
      dispatch(historyPopped());
    } catch (error) {
      setStep({ name: from, email });
      fail(error);
    }
  };

  const otpStep = step.name === 'verifying' ? step.from : step.name;
  return (
    <div className="foyer-view foyer-email foyer-email--view" data-testid="view-UpdateEmailWallet" data-state={step.name}>
      <StyleSheet css={emailCss} />
      {step.name === 'email' ? (
        <>
          <p className="foyer-email__hint">
            {current ? (
              messages.updateEmailWallet.current(
                <strong key="email" title={current}>
                  {shortenEmail(current)}
                </strong>,
              )
            ) : (
              messages.updateEmailWallet.enterNew
            )}
          </p>
          <EmailForm key={attempt} label={messages.updateEmailWallet.newEmailLabel} onSubmit={start} />
        </>
      ) : (
        <>
          <p className="foyer-email__title">{otpStep === 'primary' ? messages.updateEmailWallet.confirmCurrent : messages.updateEmailWallet.confirmNew}</p>
          <p className="foyer-email__hint">
            {messages.updateEmailWallet.codeSentTo(
              <strong key="email">
                {otpStep === 'primary'
                  ? shortenEmail(current ?? messages.updateEmailWallet.yourCurrentEmail)
                  : shortenEmail(step.email)}
              </strong>,
            )}
          </p>
          <OtpInput
            key={`${otpStep}-${attempt}`}
            label={otpStep === 'primary' ? messages.updateEmailWallet.currentCodeLabel : messages.updateEmailWallet.newCodeLabel}
            disabled={step.name === 'verifying'}
            onComplete={(otp) => void verify(otp, step.email, otpStep === 'primary' ? 'primary' : 'secondary')}
          />
        </>
      )}
    </div>
  );
}
