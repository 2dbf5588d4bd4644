import { StyleSheet, shortenEmail, toastShown, viewReplaced, type FeatureViewProps, type FoyerDispatch } from '@foyer/kernel';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { emailCss } from '../../emailCss.js';
import { errorMessage } from '../../errorMessage.js';
import { messages } from '../../messages.js';

type Status = 'waiting' | 'error';

/**
 * A new device: the user approves it from the link in the email; once the frame says so, the
 * code step follows (EmailVerifyOtp replaces this view).
 */
export function EmailVerifyDevice({ data, api }: FeatureViewProps<'EmailVerifyDevice'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const email = data?.email ?? '';
  const [status, setStatus] = useState<Status>('waiting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setStatus('waiting');
    api
      .loadAuth()
      .then((auth) => auth.connectDevice())
      .then(() => {
        if (active) dispatch(viewReplaced({ view: 'EmailVerifyOtp', data: { email } }));
      })
      .catch((error: unknown) => {
        if (!active) return;
        setStatus('error');
        dispatch(toastShown({ variant: 'error', message: errorMessage(error) }));
      });
    return () => {
      active = false;
    };
  }, [api, attempt, dispatch, email]);

  return (
    <div className="foyer-view foyer-email foyer-email--view" data-testid="view-EmailVerifyDevice" data-state={status}>
      <StyleSheet css={emailCss} />
      <p className="foyer-email__title">{messages.emailVerifyDevice.title}</p>
      <p className="foyer-email__hint" role="status">
        {messages.emailVerifyDevice.hint(
          <strong key="email" title={email}>
            {shortenEmail(email)}
          </strong>,
        )}
      </p>
      {status === 'error' ? (
        <button type="button" className="foyer-button foyer-button--block" onClick={() => setAttempt((value) => value + 1)}>
          {messages.emailVerifyDevice.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
