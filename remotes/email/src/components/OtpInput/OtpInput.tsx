import { useId, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { OTP_LENGTH } from './OTP_LENGTH.js';

export type OtpInputProps = {
  label: string;
  /** Called once with the six digits, as soon as they are all typed or pasted. */
  onComplete(otp: string): void;
  disabled?: boolean;
};

function digitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * The one-time-code field (`otp-input`): digits only, six at most; a pasted code such as
 * "123 456" is cleaned up; the code is submitted when complete. Remount (change `key`) to clear.
 */
export function OtpInput({ label, onComplete, disabled = false }: OtpInputProps) {
  const [value, setValue] = useState('');
  const id = useId();
  const update = (next: string) => {
    const digits = digitsOf(next);
    setValue(digits);
    if (digits.length === OTP_LENGTH && digits !== value) onComplete(digits);
  };
  return (
    <div className="foyer-otp">
      <label className="foyer-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="foyer-otp__input"
        data-testid="otp-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        placeholder={'0'.repeat(OTP_LENGTH)}
        value={value}
        disabled={disabled}
        autoFocus
        onChange={(event: ChangeEvent<HTMLInputElement>) => update(event.target.value)}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          event.preventDefault();
          update(event.clipboardData.getData('text'));
        }}
      />
    </div>
  );
}
