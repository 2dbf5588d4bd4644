import {
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  StyleSheet,
  historyPopped,
  selectCurrentView,
  shortenEmail,
  toastShown,
  type FeatureViewProps,
  type FoyerDispatch,
  type FoyerState,
} from '@foyer/kernel';
import { useEffect, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { emailCss } from '../../emailCss.js';
import { errorMessage } from '../../errorMessage.js';
import { messages } from '../../messages.js';

/**
 * UpdateEmailWallet (spec §2, §4; security review 2, N2): shows the current email and starts the change, which the
 * secure frame runs in its own document over ApproveTransaction: the new address, the code sent to the current address
 * and the code sent to the new one are typed there, never in this page. Once the frame says it is done: a toast and
 * back to Account; a cancel there leaves this view as it was; a failure is a toast.
 */
export function UpdateEmailWallet({ api }: FeatureViewProps<'UpdateEmailWallet'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const store = useStore<FoyerState>();
  const [current, setCurrent] = useState<string | undefined>();
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    api
      .loadAuth()
      .then((auth) => setCurrent(auth.getEmail()))
      .catch(() => setCurrent(undefined));
  }, [api]);

  const start = async () => {
    setWaiting(true);
    try {
      const auth = await api.loadAuth();
      // ApproveTransaction opens over this view and pops back to it when the frame answers (this instance may be gone).
      const { newEmail } = await auth.updateEmail();
      dispatch(toastShown({ variant: 'success', message: messages.updateEmailWallet.updated(shortenEmail(newEmail)) }));
      if (selectCurrentView(store.getState()) === 'UpdateEmailWallet') dispatch(historyPopped());
    } catch (error) {
      if (!(error instanceof ProviderRpcError && error.code === PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST)) {
        dispatch(toastShown({ variant: 'error', message: error instanceof ProviderRpcError ? error.message : errorMessage(error) }));
      }
    } finally {
      setWaiting(false);
    }
  };

  return (
    <div className="foyer-view foyer-email foyer-email--view" data-testid="view-UpdateEmailWallet" data-state={waiting ? 'waiting' : 'idle'}>
      <StyleSheet css={emailCss} />
      {current ? (
        <p className="foyer-email__hint">
          {messages.updateEmailWallet.current(
            <strong key="email" title={current}>
              {shortenEmail(current)}
            </strong>,
          )}
        </p>
      ) : null}
      <p className="foyer-email__hint">{messages.updateEmailWallet.explain}</p>
      <button type="button" className="foyer-button" data-testid="update-email-start" disabled={waiting} onClick={() => void start()}>
        {waiting ? messages.updateEmailWallet.waiting : messages.updateEmailWallet.start}
      </button>
    </div>
  );
}
