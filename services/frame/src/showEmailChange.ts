import { Email, Otp } from '@foyer/kernel/frame';
import { createApprovalGuard, type ApprovalGuard, type ApprovalGuardParameters } from './approvalGuard.js';
import { element } from './dom.js';
import { FRAME_MESSAGES } from './frameMessages.js';
import { trackIntersection } from './trackVisibility.js';

/** The secure site's three calls of an e-mail change (the frame's `secureApi`; tests replace them). */
export type EmailChangeSteps = {
  /** Sends a code to the current address (`POST /api/email/update`). */
  start(newEmail: string, signal: AbortSignal): Promise<void>;
  /** Checks the current address's code; a code goes to the new address (`POST /api/email/update/primary`). */
  confirmCurrent(otp: string, signal: AbortSignal): Promise<void>;
  /** Checks the new address's code and applies the change (`POST /api/email/update/secondary`); the new address. */
  confirmNew(otp: string, signal: AbortSignal): Promise<string>;
};

export type ShowEmailChangeParameters = {
  currentEmail: string;
  /** The origin of the page that asked for the change (the frame's parent). */
  requestedBy: string;
  steps: EmailChangeSteps;
  /** Aborting removes the UI and rejects with the signal's reason (RPC_ABORT, modal closed). */
  signal: AbortSignal;
} & Pick<ApprovalGuardParameters, 'activationDelayMs' | 'observeVisibility'>;

export type EmailChangeOutcome = { newEmail: string } | 'rejected';

type Step = 'email' | 'current' | 'new';

/**
 * The e-mail change, drawn in the frame's own document (security review 2, N2): the user types the new address and
 * both codes here, where the host page can neither read nor fill them, and confirms here. The host page may only ask
 * for the change to begin (`UPDATE_EMAIL`); no message from it moves a step. Like Approve, each step's button works only
 * while the frame is large enough, visible and still (a transparent frame laid over a page's own form catches nothing).
 * A failed step keeps what was typed and says why; Cancel ends the change.
 * @example
 * const outcome = await showEmailChange({ currentEmail: 'ada@example.com', requestedBy: 'https://dapp.example', steps, signal })
 */
export function showEmailChange({ currentEmail, requestedBy, steps, signal, ...guardOptions }: ShowEmailChangeParameters): Promise<EmailChangeOutcome> {
  const root = element('section', 'foyer-approval foyer-email-change');
  root.dataset.testid = 'email-change';
  root.setAttribute('aria-labelledby', 'foyer-email-change-title');
  const title = element('h1', 'foyer-approval__title', FRAME_MESSAGES.emailChange.title);
  title.id = 'foyer-email-change-title';
  const origin = element('p', 'foyer-approval__origin', FRAME_MESSAGES.secureWindow(location.origin));
  const facts = element('dl', 'foyer-approval__critical');
  facts.dataset.testid = 'email-change-facts';
  const fact = (label: string, value: string) => {
    const item = element('div', 'foyer-approval__row');
    item.append(element('dt', 'foyer-approval__label', label), element('dd', 'foyer-approval__value', value));
    facts.append(item);
  };
  fact(FRAME_MESSAGES.requestedBy, requestedBy);
  fact(FRAME_MESSAGES.emailChange.currentLabel, currentEmail);
  const form = element('form', 'foyer-email-change__form');
  form.noValidate = true;
  const label = element('label', 'foyer-approval__label');
  label.htmlFor = 'foyer-email-change-input';
  const input = element('input', 'foyer-email-change__input');
  input.id = 'foyer-email-change-input';
  input.dataset.testid = 'email-change-input';
  input.setAttribute('aria-describedby', 'foyer-email-change-note foyer-email-change-error');
  const note = element('p', 'foyer-approval__hint', FRAME_MESSAGES.emailChange.typeHere(location.origin));
  note.id = 'foyer-email-change-note';
  const error = element('p', 'foyer-email-change__error');
  error.id = 'foyer-email-change-error';
  error.dataset.testid = 'email-change-error';
  error.setAttribute('role', 'alert');
  const actions = element('div', 'foyer-approval__actions');
  const cancel = element('button', 'foyer-approval__button foyer-approval__button--secondary', FRAME_MESSAGES.emailChange.cancel);
  cancel.type = 'button';
  cancel.dataset.testid = 'email-change-cancel';
  const submit = element('button', 'foyer-approval__button');
  submit.type = 'submit';
  submit.dataset.testid = 'email-change-submit';
  actions.append(cancel, submit);
  form.append(label, input, note, error, actions);
  root.append(title, origin, facts, form);

  let step: Step = 'email';
  let newEmail = '';
  let busy = false;
  let guard: ApprovalGuard | undefined;
  const controller = new AbortController();

  const draw = () => {
    root.dataset.step = step;
    root.dataset.state = busy ? 'submitting' : guard?.armed() === true ? 'ready' : 'inert';
    const email = step === 'email';
    label.textContent = email ? FRAME_MESSAGES.emailChange.newLabel : FRAME_MESSAGES.emailChange.codeLabel(step === 'current' ? currentEmail : newEmail);
    input.type = email ? 'email' : 'text';
    input.autocomplete = email ? 'email' : 'one-time-code';
    input.inputMode = email ? 'email' : 'numeric';
    input.maxLength = email ? 254 : 6;
    input.readOnly = busy;
    submit.textContent = busy ? FRAME_MESSAGES.emailChange.working : FRAME_MESSAGES.emailChange.submit[step];
    submit.disabled = busy || guard?.armed() !== true;
    const block = guard?.block();
    if (!busy && error.dataset.kind !== 'failure') {
      error.textContent = block === 'tooSmall' || block === 'notVisible' ? FRAME_MESSAGES[block] : '';
      error.dataset.kind = error.textContent === '' ? '' : 'block';
    }
  };
  const fail = (message: string) => {
    error.textContent = message;
    error.dataset.kind = 'failure';
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  };
  const next = (to: Step) => {
    step = to;
    input.value = '';
    input.removeAttribute('aria-invalid');
    error.textContent = '';
    error.dataset.kind = '';
    if (to === 'new') fact(FRAME_MESSAGES.emailChange.newFactLabel, newEmail);
    draw();
    input.focus();
  };

  return new Promise<EmailChangeOutcome>((resolve, reject) => {
    let done = false;
    const finish = () => {
      done = true;
      guard?.stop();
      controller.abort();
      signal.removeEventListener('abort', onAbort);
      root.remove();
    };
    const onAbort = () => {
      if (done) return;
      finish();
      reject(signal.reason);
    };
    const run = async () => {
      const value = input.value.trim();
      if (step === 'email') {
        const parsed = Email.safeParse(value.toLowerCase());
        if (!parsed.success) return fail(FRAME_MESSAGES.emailChange.invalidEmail);
        if (parsed.data === currentEmail.toLowerCase()) return fail(FRAME_MESSAGES.emailChange.sameEmail);
        newEmail = parsed.data;
        await steps.start(newEmail, controller.signal);
        return next('current');
      }
      if (!Otp.safeParse(value).success) return fail(FRAME_MESSAGES.emailChange.invalidCode);
      if (step === 'current') {
        await steps.confirmCurrent(value, controller.signal);
        return next('new');
      }
      const changed = await steps.confirmNew(value, controller.signal);
      finish();
      resolve({ newEmail: changed });
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy || done) return;
      // Enter in the field submits too: what counts is that the frame is large enough, visible and still.
      if (guard?.armed() !== true) {
        draw();
        return;
      }
      busy = true;
      error.dataset.kind = '';
      draw();
      run()
        .catch((failure: unknown) => {
          if (!done) fail(failure instanceof Error && failure.message !== '' ? failure.message : FRAME_MESSAGES.emailChange.failed);
        })
        .finally(() => {
          busy = false;
          if (!done) draw();
        });
    });
    input.addEventListener('input', () => {
      if (error.dataset.kind !== 'failure') return;
      error.textContent = '';
      error.dataset.kind = '';
      input.removeAttribute('aria-invalid');
    });
    cancel.addEventListener('click', () => {
      if (done) return;
      finish();
      resolve('rejected');
    });
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort);
    document.body.append(root);
    guard = createApprovalGuard({ root, summary: facts, approve: submit, onChange: draw, observeVisibility: trackIntersection, ...guardOptions });
    draw();
    input.focus();
  });
}
