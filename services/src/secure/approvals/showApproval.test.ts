/**
 * @jest-environment jsdom
 */
// The frame's approval UI (services/frame/src, bundled for the browser) tested here because the services jest project
// is the one that owns the secure site; jsdom stands in for the frame document.
import { showApproval } from '../../../frame/src/showApproval';

const summary = {
  method: 'personal_sign',
  title: 'Sign message',
  rows: [
    { label: 'Message', value: '<img src=x onerror=alert(1)>' },
    { label: 'Account', value: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
  ],
};

function button(testId: string): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  if (!found) throw new Error(`no ${testId}`);
  return found;
}

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

test('shows every summary row as text (never as HTML) with approve and reject inside the frame document', () => {
  void showApproval({ summary, signal: new AbortController().signal });
  const list = document.querySelector('[data-testid="approve-summary"]');
  expect(list?.getAttribute('data-method')).toBe('personal_sign');
  expect(list?.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(document.querySelector('img')).toBeNull();
  expect(button('reject-transaction').textContent).toBe('Reject');
});

test('approve is inert for 500 ms after it appears (clickjacking), then approves', async () => {
  jest.useFakeTimers();
  const decision = showApproval({ summary, signal: new AbortController().signal });
  expect(button('approve-transaction').disabled).toBe(true);
  button('approve-transaction').click();
  jest.advanceTimersByTime(499);
  expect(button('approve-transaction').disabled).toBe(true);
  jest.advanceTimersByTime(1);
  expect(button('approve-transaction').disabled).toBe(false);
  button('approve-transaction').click();
  await expect(decision).resolves.toBe('approved');
  expect(document.querySelector('[data-testid="approve-summary"]')).toBeNull();
});

test('reject works at once', async () => {
  const decision = showApproval({ summary, signal: new AbortController().signal });
  button('reject-transaction').click();
  await expect(decision).resolves.toBe('rejected');
});

test('an abort (RPC_ABORT) removes the UI and rejects', async () => {
  const controller = new AbortController();
  const decision = showApproval({ summary, signal: controller.signal });
  controller.abort(new Error('aborted'));
  await expect(decision).rejects.toThrow('aborted');
  expect(document.querySelector('[data-testid="approve-transaction"]')).toBeNull();
});
