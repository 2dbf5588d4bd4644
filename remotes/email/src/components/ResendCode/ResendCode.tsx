import { EMAIL_LOGIN_COOLDOWN_MS } from '@foyer/kernel';
import { useEffect, useState } from 'react';
import { messages } from '../../messages.js';

export type ResendCodeProps = {
  /** Sends a new code; the button waits for it and starts a new cooldown. */
  onResend(): Promise<void>;
  /** Time to wait after a code was sent (the email login cooldown). */
  cooldownMs?: number;
};

/** "Resend code", available once the cooldown since the last code has passed (a countdown meanwhile). */
export function ResendCode({ onResend, cooldownMs = EMAIL_LOGIN_COOLDOWN_MS }: ResendCodeProps) {
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const seconds = Math.max(0, Math.ceil((sentAt + cooldownMs - now) / 1000));
  useEffect(() => {
    if (seconds === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [seconds]);
  const resend = async () => {
    setSending(true);
    try {
      await onResend();
      const time = Date.now();
      setSentAt(time);
      setNow(time);
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      className="foyer-button foyer-button--secondary foyer-button--block"
      data-testid="otp-resend"
      disabled={seconds > 0 || sending}
      onClick={() => void resend()}
    >
      {seconds > 0 ? messages.resendCode.resendIn(seconds) : messages.resendCode.resend}
    </button>
  );
}
