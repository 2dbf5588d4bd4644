import {
  StyleSheet,
  BaseError,
  POPUP_POLL_INTERVAL_MS,
  PopupClosedError,
  SocialConnectError,
  SocialInitError,
  modalClosed,
  routerReset,
  selectCurrentView,
  toastShown,
  type FeatureViewProps,
  type FoyerDispatch,
  type FoyerState,
} from '@foyer/kernel';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { isSafePopupUri } from '../../isSafePopupUri.js';
import { parseSocialResult } from '../../parseSocialResult.js';
import { popupProviderOf } from '../../popupProviderOf.js';
import { providerLabel } from '../../providerLabel.js';
import { selectSecureSiteOrigin } from '../../secureSiteOrigin.js';
import { currentSocialPopup, forgetSocialPopup, openSocialPopup } from '../../socialPopup.js';
import { socialsCss } from '../../socialsCss.js';
import { messages } from '../../messages.js';

type Status = 'opening' | 'waiting' | 'connecting' | 'error';

/**
 * Social login (spec §4): the popup (opened by the click) goes to the provider's redirect URI;
 * its state is polled every second ('Popup closed' when the user closes it); the result message
 * is accepted only from the secure site's origin and from that popup; then the account connects
 * and the modal closes.
 */
export function ConnectingSocial({ data, api }: FeatureViewProps<'ConnectingSocial'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const provider = data?.provider ?? '';
  const origin = useSelector(selectSecureSiteOrigin);
  const [status, setStatus] = useState<Status>('opening');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const popupRef = useRef<Window | null>(currentSocialPopup());

  useEffect(() => {
    const popup = popupRef.current;
    if (!popup) {
      // No popup (blocked, or the view was opened without a click): the user opens it with Try again.
      setStatus('error');
      setError(new PopupClosedError().shortMessage);
      return undefined;
    }
    let done = false;
    setStatus('opening');
    setError(undefined);

    const fail = (reason: BaseError) => {
      if (done) return;
      done = true;
      cleanup();
      forgetSocialPopup();
      setStatus('error');
      setError(reason.shortMessage);
      dispatch(toastShown({ variant: 'error', message: reason.shortMessage }));
    };

    const onMessage = (event: MessageEvent) => {
      if (done || event.origin !== origin || event.source !== popup) return;
      const resultUri = parseSocialResult(event.data, origin);
      if (resultUri === undefined) return;
      done = true;
      cleanup();
      forgetSocialPopup();
      setStatus('connecting');
      api
        .loadAuth()
        .then((auth) => auth.connectSocial(resultUri))
        .then(() => {
          dispatch(modalClosed());
          dispatch(routerReset());
        })
        .catch((cause: unknown) => {
          const reason = cause instanceof BaseError && cause.code === 'EMAIL_DEPENDENCY_LOAD_FAILED' ? cause : new SocialConnectError({ cause });
          setStatus('error');
          setError(reason.shortMessage);
          dispatch(toastShown({ variant: 'error', message: reason.shortMessage }));
        });
    };

    const poll = setInterval(() => {
      if (popup.closed) fail(new PopupClosedError());
    }, POPUP_POLL_INTERVAL_MS);
    function cleanup() {
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
    }
    window.addEventListener('message', onMessage);

    api
      .loadAuth()
      .then((auth) => auth.getSocialRedirectUri(popupProviderOf(provider)))
      .then(({ uri }) => {
        if (done) return;
        if (!isSafePopupUri(uri, origin)) {
          fail(new SocialInitError({ details: 'The redirect URI is neither https nor on the secure site' }));
          return;
        }
        popup.location.href = uri;
        setStatus('waiting');
      })
      .catch((cause: unknown) =>
        fail(cause instanceof BaseError && cause.code === 'EMAIL_DEPENDENCY_LOAD_FAILED' ? cause : new SocialInitError({ cause })),
      );

    return () => {
      done = true;
      cleanup();
    };
  }, [api, attempt, dispatch, origin, provider]);

  // Leaving the view (Back, close) closes a popup that is still open. (Read from the router, not
  // from unmounting: StrictMode unmounts and remounts in development.)
  const onScreen = useSelector((state: FoyerState) => state.modal.open && selectCurrentView(state) === 'ConnectingSocial');
  useEffect(() => {
    if (!onScreen) forgetSocialPopup();
  }, [onScreen]);

  const retry = () => {
    popupRef.current = openSocialPopup();
    setAttempt((value) => value + 1);
  };

  const name = providerLabel(provider);
  return (
    <div className="foyer-view foyer-socials__view" data-testid="view-ConnectingSocial" data-state={status}>
      <StyleSheet css={socialsCss} />
      <p className="foyer-socials__title">{messages.connectingSocial.title(name)}</p>
      {status === 'error' ? (
        <>
          <p className="foyer-socials__error" role="alert" data-testid="social-error">
            {error}
          </p>
          <button type="button" className="foyer-button foyer-button--block" data-testid="social-retry" onClick={retry}>
            {messages.connectingSocial.tryAgain}
          </button>
        </>
      ) : (
        <p className="foyer-socials__hint" role="status">
          {status === 'connecting' ? messages.connectingSocial.signingIn : messages.connectingSocial.popupHint(name)}
        </p>
      )}
    </div>
  );
}
