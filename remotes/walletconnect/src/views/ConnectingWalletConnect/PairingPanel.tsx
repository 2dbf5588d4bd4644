import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { copyWithToast, type FoyerDispatch } from '@foyer/kernel';
import type { WalletConnectState } from '../../walletConnectSlice.js';
import { PairingQrCode } from './PairingQrCode.js';
import { messages } from '../../messages.js';

export type PairingPanelProps = {
  pairing: WalletConnectState;
  retry(): void;
  /** A WalletConnect session already exists: say so instead of waiting for a code that never comes. */
  sessionActive?: boolean;
};

/** What the panel says under the code, per state. */
const PAIRING_TEXT = messages.pairing;

/**
 * The pairing code and its states: the QR of the URI with a copy button, the expired notice
 * (`wc-expired`) while and after it is renewed, and failures (rejected, relay down, other) with
 * their catalogue message and a retry (`wc-retry`).
 */
export function PairingPanel({ pairing, retry, sessionActive = false }: PairingPanelProps) {
  const { status, uri, expiredCount, error } = pairing;
  const dispatch = useDispatch<FoyerDispatch>();
  const copy = () => dispatch(copyWithToast(uri, { copied: messages.pairingPanel.linkCopied, failed: messages.pairingPanel.copyFailed }));
  const failed = status === 'rejected' || status === 'relayDown' || status === 'error';
  const retryButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (failed) retryButton.current?.focus({ preventScroll: true });
  }, [failed]);

  if (failed) {
    return (
      <div className="foyer-wc__failure">
        <div role="alert">
          <p className="foyer-wc__title" data-tone="error">
            {error?.message}
          </p>
          <p className="foyer-wc__text">{PAIRING_TEXT[status]}</p>
        </div>
        <button ref={retryButton} type="button" className="foyer-button" data-testid="wc-retry" onClick={retry}>
          {messages.pairingPanel.tryAgain}
        </button>
      </div>
    );
  }

  const showCode = (status === 'pairing' || status === 'expired') && uri !== null;
  if (sessionActive && !showCode) {
    return (
      <p className="foyer-wc__text" role="status" data-testid="wc-session-active">
        {PAIRING_TEXT.sessionActive}
      </p>
    );
  }
  return (
    <>
      <div className="foyer-wc__qr-frame" aria-busy={!showCode || status === 'expired'}>
        {showCode ? <PairingQrCode uri={uri} dimmed={status === 'expired'} /> : <div className="foyer-wc__qr-placeholder" />}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {status === 'expired' || (status === 'pairing' && expiredCount > 0) ? (
          <p className="foyer-wc__notice" data-testid="wc-expired">
            {status === 'expired' ? PAIRING_TEXT.expired : PAIRING_TEXT.renewed}
          </p>
        ) : (
          <p className="foyer-wc__text">{status === 'pairing' ? PAIRING_TEXT.pairing : PAIRING_TEXT.initializing}</p>
        )}
      </div>
      <button
        type="button"
        className="foyer-button foyer-button--secondary foyer-button--block"
        data-testid="wc-copy"
        disabled={status !== 'pairing'}
        onClick={() => void copy()}
      >
        {messages.pairingPanel.copyLink}
      </button>
    </>
  );
}
