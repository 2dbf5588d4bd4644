import {
  StyleSheet,
  BaseError,
  FarcasterConnectError,
  modalClosed,
  routerReset,
  toastShown,
  type FeatureViewProps,
  type FoyerDispatch,
} from '@foyer/kernel';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { socialsCss } from '../../socialsCss.js';
import { messages } from '../../messages.js';

type Status = 'loading' | 'waiting' | 'error';

/**
 * Farcaster login (spec §2, §4): the channel URI is fetched first and shown as a QR code
 * (`farcaster-qr`, `data-uri`); the view waits for the Farcaster client, then the account
 * connects and the modal closes.
 */
export function ConnectingFarcaster({ api }: FeatureViewProps<'ConnectingFarcaster'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const [status, setStatus] = useState<Status>('loading');
  const [uri, setUri] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    setUri(undefined);
    (async () => {
      const auth = await api.loadAuth();
      const { url } = await auth.getFarcasterUri();
      if (!active) return;
      setUri(url);
      setStatus('waiting');
      await auth.connectFarcaster();
      if (!active) return;
      dispatch(modalClosed());
      dispatch(routerReset());
    })().catch((cause: unknown) => {
      if (!active) return;
      // A secure site without an IdRegistry cannot prove fids and refuses Farcaster (FARCASTER_UNAVAILABLE): show its
      // own message, since "Failed to connect" would invite retries that cannot succeed.
      const unavailable = cause instanceof BaseError && 'frameCode' in cause && cause.frameCode === 'FARCASTER_UNAVAILABLE';
      const reason =
        cause instanceof BaseError && (cause.code === 'EMAIL_DEPENDENCY_LOAD_FAILED' || unavailable) ? cause : new FarcasterConnectError({ cause });
      setStatus('error');
      setError(reason.shortMessage);
      dispatch(toastShown({ variant: 'error', message: reason.shortMessage }));
    });
    return () => {
      active = false;
    };
  }, [api, attempt, dispatch]);

  return (
    <div className="foyer-view foyer-socials__view" data-testid="view-ConnectingFarcaster" data-state={status}>
      <StyleSheet css={socialsCss} />
      {uri !== undefined && status === 'waiting' ? (
        <>
          <div className="foyer-socials__qr-frame">
            <QrCode value={uri} label={messages.connectingFarcaster.qrLabel} testId="farcaster-qr" />
          </div>
          <p className="foyer-socials__hint" role="status">
            {messages.connectingFarcaster.scanHint}
          </p>
          <a className="foyer-button foyer-button--secondary foyer-button--block" href={uri} target="_blank" rel="noreferrer">
            {messages.connectingFarcaster.open}
          </a>
        </>
      ) : null}
      {status === 'loading' ? (
        <p className="foyer-socials__hint" role="status">
          {messages.connectingFarcaster.preparing}
        </p>
      ) : null}
      {status === 'error' ? (
        <>
          <p className="foyer-socials__error" role="alert">
            {error}
          </p>
          <button type="button" className="foyer-button foyer-button--block" onClick={() => setAttempt((value) => value + 1)}>
            {messages.connectingFarcaster.tryAgain}
          </button>
        </>
      ) : null}
    </div>
  );
}
