import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../isValidEmail.js';
import { messages } from '../../messages.js';

export type EmailFormProps = {
  /** Runs the step; the form shows its loading state until it settles. */
  onSubmit(email: string): Promise<void>;
  label?: string;
  submitLabel?: string;
  initialEmail?: string;
};

/**
 * An email field (`email-input`) and its submit button (`email-submit`); the button stays
 * disabled until the address is a valid email, and while the step runs.
 */
export function EmailForm({ onSubmit, label = messages.emailForm.label, submitLabel = messages.emailForm.submit, initialEmail = '' }: EmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const id = useId();
  const trimmed = email.trim();
  const valid = isValidEmail(trimmed);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || status === 'submitting') return;
    setStatus('submitting');
    try {
      await onSubmit(trimmed);
    } finally {
      setStatus('idle');
    }
  };
  return (
    <form className="foyer-email__form" data-state={status} noValidate onSubmit={(event) => void submit(event)}>
      <label className="foyer-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="foyer-email__input"
        data-testid="email-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={messages.emailForm.placeholder}
        value={email}
        aria-invalid={trimmed !== '' && !valid}
        disabled={status === 'submitting'}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button
        type="submit"
        className="foyer-button"
        data-testid="email-submit"
        disabled={!valid || status === 'submitting'}
        aria-busy={status === 'submitting'}
      >
        {status === 'submitting' ? messages.emailForm.sending : submitLabel}
      </button>
    </form>
  );
}
