import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BaselineModal } from './BaselineModal.js';

/** A connect button that opens a hand-made modal portaled into `document.body`. */
export function BaselineApp() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" data-testid="connect-button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && createPortal(<BaselineModal onClose={close} />, document.body)}
    </>
  );
}
