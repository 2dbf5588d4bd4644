/**
 * @jest-environment jsdom
 */
// The frame's e-mail change (security review 2, N2), drawn in the frame's own document: jsdom stands in for it, the
// test's observer reports visibility and the secure site's three calls are jest functions (the network boundary).
import { showEmailChange, type EmailChangeSteps, type ShowEmailChangeParameters } from '../../../frame/src/showEmailChange';

function byTestId<T extends HTMLElement = HTMLElement>(testId: string): T {
  const found = document.querySelector<T>(`[data-testid="${testId}"]`);
  if (!found) throw new Error(`no ${testId}`);
  return found;
}
const input = () => byTestId<HTMLInputElement>('email-change-input');
const submit = () => byTestId<HTMLButtonElement>('email-change-submit');
const step = () => byTestId('email-change').dataset.step;
const error = () => byTestId('email-change-error').textContent;

let setVisible: (visible: boolean) => void = () => {};
const observeVisibility: ShowEmailChangeParameters['observeVisibility'] = (_element, onChange) => {
  setVisible = onChange;
  return () => {};
};

function fakeSteps(overrides: Partial<EmailChangeSteps> = {}): jest.Mocked<EmailChangeSteps> {
  return {
    start: jest.fn(async () => {}),
    confirmCurrent: jest.fn(async () => {}),
    confirmNew: jest.fn(async () => 'new@example.com'),
    ...overrides,
  } as jest.Mocked<EmailChangeSteps>;
}

function show(steps: EmailChangeSteps, signal = new AbortController().signal) {
  const original = document.body.append.bind(document.body);
  jest.spyOn(document.body, 'append').mockImplementationOnce((...nodes) => {
    original(...nodes);
    const facts = byTestId('email-change-facts');
    Object.defineProperty(facts, 'clientHeight', { configurable: true, value: 80 });
    Object.defineProperty(facts, 'scrollHeight', { configurable: true, value: 80 });
  });
  return showEmailChange({ currentEmail: 'ada@example.com', requestedBy: 'https://dapp.example', steps, signal, observeVisibility, activationDelayMs: 0 });
}

/** Types `value` into the frame's field and submits the form (Enter or the button: both submit). */
async function enter(value: string): Promise<void> {
  input().value = value;
  input().dispatchEvent(new Event('input', { bubbles: true }));
  byTestId<HTMLFormElement>('email-change').querySelector('form')?.requestSubmit();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function ready(): Promise<void> {
  setVisible(true);
  await new Promise((resolve) => setTimeout(resolve, 5));
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

test('the new address, the current address\'s code, then the new address\'s code: all typed in the frame, then the outcome', async () => {
  const steps = fakeSteps();
  const outcome = show(steps);
  await ready();
  expect(byTestId('email-change-facts').textContent).toContain('Requested byhttps://dapp.example');
  expect(byTestId('email-change-facts').textContent).toContain('ada@example.com');
  expect(step()).toBe('email');
  await enter('New@Example.com');
  expect(steps.start).toHaveBeenCalledWith('new@example.com', expect.any(AbortSignal));
  expect(step()).toBe('current');
  expect(input().value).toBe('');
  expect(input().autocomplete).toBe('one-time-code');
  expect(document.querySelector('label')?.textContent).toBe('Code sent to ada@example.com');
  await enter('111111');
  expect(steps.confirmCurrent).toHaveBeenCalledWith('111111', expect.any(AbortSignal));
  expect(step()).toBe('new');
  expect(document.querySelector('label')?.textContent).toBe('Code sent to new@example.com');
  await enter('222222');
  expect(steps.confirmNew).toHaveBeenCalledWith('222222', expect.any(AbortSignal));
  await expect(outcome).resolves.toEqual({ newEmail: 'new@example.com' });
  expect(document.querySelector('[data-testid="email-change"]')).toBeNull();
});

test('nothing is sent while the frame is not visible (a transparent frame over the page\'s own form catches nothing)', async () => {
  const steps = fakeSteps();
  void show(steps);
  await enter('new@example.com');
  expect(steps.start).not.toHaveBeenCalled();
  expect(submit().disabled).toBe(true);
  expect(error()).toBe('Approve works only while this window is fully visible.');
  await ready();
  expect(submit().disabled).toBe(false);
  await enter('new@example.com');
  expect(steps.start).toHaveBeenCalledTimes(1);
});

test('bad input is refused with a clear error and keeps what was typed; a wrong code stays on its step', async () => {
  const steps = fakeSteps({ confirmCurrent: jest.fn(async () => Promise.reject(new Error('Invalid code'))) });
  void show(steps);
  await ready();
  await enter('ada@');
  expect(error()).toBe('Enter a valid e-mail address');
  expect(input().getAttribute('aria-invalid')).toBe('true');
  expect(input().value).toBe('ada@');
  await enter('ADA@example.com');
  expect(error()).toBe('This is already your login e-mail');
  expect(steps.start).not.toHaveBeenCalled();
  await enter('new@example.com');
  await enter('12345');
  expect(error()).toBe('Enter the 6-digit code');
  await enter('999999');
  expect(error()).toBe('Invalid code');
  expect(step()).toBe('current');
  expect(input().value).toBe('999999');
  expect(steps.confirmNew).not.toHaveBeenCalled();
});

test('Cancel ends the change; an abort (modal closed) removes it and rejects', async () => {
  const cancelled = show(fakeSteps());
  byTestId('email-change-cancel').click();
  await expect(cancelled).resolves.toBe('rejected');
  const controller = new AbortController();
  const aborted = show(fakeSteps(), controller.signal);
  controller.abort(new Error('Modal closed'));
  await expect(aborted).rejects.toThrow('Modal closed');
  expect(document.querySelector('[data-testid="email-change"]')).toBeNull();
});
