import { useEffect, useRef, type CSSProperties } from 'react';
import { FAKE_WALLETS } from './fakeWallets.js';

export interface BaselineModalProps {
  onClose(): void;
}

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.4)',
  zIndex: 999,
};
const dialog: CSSProperties = {
  width: 360,
  maxHeight: '80vh',
  overflowY: 'auto',
  padding: 16,
  borderRadius: 16,
  background: '#fff',
  fontFamily: 'system-ui, sans-serif',
};
const row: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: 8,
  border: 0,
  borderRadius: 12,
  background: '#f3f3f3',
  marginBottom: 8,
  textAlign: 'left',
};
const icon: CSSProperties = { width: 40, height: 40, borderRadius: 10, flex: 'none' };

/** A plain accessible dialog listing 40 fake wallets: the baseline the Foyer modal is compared to. */
export function BaselineModal({ onClose }: BaselineModalProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div style={overlay} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby="baseline-title" style={dialog}>
        <h2 id="baseline-title">Connect Wallet</h2>
        {FAKE_WALLETS.map((wallet, index) => (
          <button
            key={wallet.id}
            ref={index === 0 ? first : undefined}
            type="button"
            data-testid={`wallet-${wallet.id}`}
            style={row}
            onClick={onClose}
          >
            <span aria-hidden="true" style={{ ...icon, background: wallet.color }} />
            {wallet.name}
          </button>
        ))}
      </div>
    </div>
  );
}
