import { useEffect, useRef } from 'react';
import type { WalletConnectState } from '../../walletConnectSlice.js';
import { PairingQrCode } from './PairingQrCode.js';
import { useCopyUri } from './useCopyUri.js';

export type PairingPanelProps = {
  pairing: WalletConnectState;
  retry(): void;
  /** A WalletConnect session already exists: say so instead of waiting for a code that never comes. */
  sessionActive?: boolean;
};

/** What the panel says under the code, per state. */
export const PAIRING_TEXT = {
  initializing: 'Creating a pairing code…',
  pairing: 'Scan this code with a WalletConnect wallet, or copy the link into one.',
  expired: 'This code expired. Creating a new one…',
  renewed: 'The previous code expired. Scan this new one.',
  rejected: 'The wallet declined the connection. You can try again.',
  relayDown: 'The WalletConnect relay does not answer. Pairing resumes by itself once it is back, or try again.',
  error: 'The pairing did not complete. Try again.',
  sessionActive: 'A wallet is already connected through WalletConnect. Disconnect it (Account or Wallets) to pair another one.',
} as const;

/**
 * The pairing code and its states: the QR of the URI with a copy button, the expired notice
 * (`wc-expired`) while and after it is renewed, and failures (rejected, relay down, other) with
 * their catalogue message and a retry (`wc-retry`).
 */
export function PairingPanel({ pairing, retry, sessionActive = false }: PairingPanelProps) {
  const { status, uri, expiredCount, error } = pairing;
  const copy = useCopyUri(uri);
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
          Try again
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
        Copy link
      </button>
    </>
  );
}
