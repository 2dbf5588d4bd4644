/**
 * @jest-environment jsdom
 */
// The frame's approval UI (services/frame/src, bundled for the browser) tested here because the services jest project
// is the one that owns the secure site; jsdom stands in for the frame document. jsdom has no layout and no
// IntersectionObserver v2: sizes are set on the elements and visibility is reported by the test's observer.
import { frameMovedBetween } from '../../../frame/src/approvalGuard';
import { showApproval, type ShowApprovalParameters } from '../../../frame/src/showApproval';

const summary = {
  method: 'eth_sendTransaction',
  title: 'Send transaction',
  critical: [
    { label: 'To', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    { label: 'Value', value: '1 ETH' },
  ],
  rows: [
    { label: 'Message', value: '<img src=x onerror=alert(1)>' },
    { label: 'Account', value: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
  ],
};

function byTestId<T extends HTMLElement = HTMLElement>(testId: string): T {
  const found = document.querySelector<T>(`[data-testid="${testId}"]`);
  if (!found) throw new Error(`no ${testId}`);
  return found;
}
const approve = () => byTestId<HTMLButtonElement>('approve-transaction');
const state = () => byTestId('approval').dataset.state;

/** The frame's viewport size (jsdom's window is 1024×768). */
function viewport(width: number, height: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

/** The summary list's scroll geometry. */
function listGeometry(list: HTMLElement, { clientHeight, scrollHeight, scrollTop = 0 }: { clientHeight: number; scrollHeight: number; scrollTop?: number }): void {
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(list, 'scrollTop', { configurable: true, writable: true, value: scrollTop });
}

/** A pointer event at a screen position and a position inside the frame (their difference is the frame's place). */
function pointer(type: string, screen: [number, number], client: [number, number], target: EventTarget = document.body): void {
  const event = new MouseEvent(type, { bubbles: true, screenX: screen[0], screenY: screen[1], clientX: client[0], clientY: client[1] });
  target.dispatchEvent(event);
}
function pointerClick(screen: [number, number], client: [number, number]): void {
  approve().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1, screenX: screen[0], screenY: screen[1], clientX: client[0], clientY: client[1] }));
}

let setVisible: (visible: boolean) => void = () => {};
const observeVisibility: ShowApprovalParameters['observeVisibility'] = (_element, onChange) => {
  setVisible = onChange;
  return () => {};
};

/** Shows the approval with a test observer; the list fits unless `geometry` says otherwise. */
function show(geometry = { clientHeight: 200, scrollHeight: 200 }, signal = new AbortController().signal) {
  const original = document.body.append.bind(document.body);
  jest.spyOn(document.body, 'append').mockImplementationOnce((...nodes) => {
    original(...nodes);
    listGeometry(byTestId('approve-summary'), geometry);
  });
  return showApproval({ summary, requestedBy: 'https://dapp.example', signal, observeVisibility });
}

beforeEach(() => {
  jest.useFakeTimers();
  viewport(400, 600);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

/** Visible, then the inert time, then a still pointer's dwell: a click there approves. */
function becomeReady(): void {
  setVisible(true);
  jest.advanceTimersByTime(500);
  pointer('pointermove', [500, 400], [100, 300]);
  jest.advanceTimersByTime(500);
}

test('shows every row as text (never as HTML), the requesting origin and the critical rows above the scrolling list', () => {
  void show();
  const list = byTestId('approve-summary');
  expect(list.dataset.method).toBe('eth_sendTransaction');
  expect(list.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(document.querySelector('img')).toBeNull();
  const critical = byTestId('approve-critical');
  expect(critical.textContent).toContain('Requested byhttps://dapp.example');
  expect(critical.textContent).toContain('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  expect(critical.textContent).toContain('1 ETH');
  // Pinned: not inside the scroll area.
  expect(list.contains(critical)).toBe(false);
  expect(byTestId('reject-transaction').textContent).toBe('Reject');
});

test('approve is inert for 500 ms after the approval became visible, then approves after the pointer dwelt', async () => {
  const decision = show();
  expect(approve().disabled).toBe(true);
  setVisible(true);
  jest.advanceTimersByTime(499);
  expect(approve().disabled).toBe(true);
  jest.advanceTimersByTime(1);
  expect(approve().disabled).toBe(false);
  pointer('pointermove', [500, 400], [100, 300]);
  expect(state()).toBe('inert');
  jest.advanceTimersByTime(500);
  expect(state()).toBe('ready');
  pointerClick([500, 400], [100, 300]);
  await expect(decision).resolves.toBe('approved');
  expect(document.querySelector('[data-testid="approve-summary"]')).toBeNull();
});

test('a frame shrunk below the minimum viewport (360×170) never arms Approve, and says why', () => {
  void show({ clientHeight: 0, scrollHeight: 120 });
  viewport(360, 170);
  becomeReady();
  expect(approve().disabled).toBe(true);
  expect(byTestId('approval').dataset.block).toBe('tooSmall');
  expect(byTestId('approve-hint').textContent).toContain('too small');
  pointerClick([500, 400], [100, 300]);
  expect(state()).toBe('inert');
});

test('a summary taller than its area arms Approve only once scrolled to its end', async () => {
  const decision = show({ clientHeight: 100, scrollHeight: 900 });
  becomeReady();
  expect(approve().disabled).toBe(true);
  expect(byTestId('approval').dataset.block).toBe('scrollSummary');
  const list = byTestId('approve-summary');
  list.scrollTop = 400;
  list.dispatchEvent(new Event('scroll'));
  expect(approve().disabled).toBe(true);
  list.scrollTop = 800;
  list.dispatchEvent(new Event('scroll'));
  expect(approve().disabled).toBe(false);
  pointerClick([500, 400], [100, 300]);
  await expect(decision).resolves.toBe('approved');
});

test('a hidden, covered or transparent frame (not visible to IntersectionObserver v2) never arms Approve', () => {
  void show();
  becomeReady();
  setVisible(false);
  expect(approve().disabled).toBe(true);
  expect(byTestId('approve-hint').textContent).toBe('Approve works only while this window is fully visible.');
  // Visible again: the inert time starts over.
  setVisible(true);
  jest.advanceTimersByTime(400);
  expect(approve().disabled).toBe(true);
});

test('a click right after the pointer entered is refused; a frame that follows the pointer never gets a click', () => {
  void show();
  setVisible(true);
  jest.advanceTimersByTime(500);
  pointer('pointerover', [500, 400], [100, 300]);
  pointerClick([500, 400], [100, 300]);
  expect(byTestId('approve-hint').textContent).toContain('Keep the pointer over this window');
  // The host moves the frame with every pointer move so that Approve stays under it: the position inside the
  // frame stays while the screen position moves, which restarts the dwell and the inert time each time.
  for (let step = 1; step <= 20; step += 1) {
    pointer('pointermove', [500 + step * 10, 400], [100, 300]);
    jest.advanceTimersByTime(100);
  }
  expect(approve().disabled).toBe(true);
  pointerClick([700, 400], [100, 300]);
  expect(state()).toBe('inert');
});

test('a frame slid under a still pointer starts over', () => {
  void show();
  becomeReady();
  expect(state()).toBe('ready');
  // Same screen position, another position inside the frame: the frame moved.
  pointer('pointermove', [500, 400], [60, 120]);
  expect(approve().disabled).toBe(true);
  expect(state()).toBe('inert');
});

test('frameMovedBetween tells a still frame (any zoom) from a moved one', () => {
  const at = (sx: number, sy: number, cx: number, cy: number) => ({ screenX: sx, screenY: sy, clientX: cx, clientY: cy });
  expect(frameMovedBetween(at(100, 100, 10, 10), at(150, 100, 60, 10))).toBe(false);
  expect(frameMovedBetween(at(100, 100, 10, 10), at(150, 100, 35, 10))).toBe(false); // zoomed 200 %
  expect(frameMovedBetween(at(100, 100, 10, 10), at(100, 100, 40, 10))).toBe(true); // slid under the pointer
  expect(frameMovedBetween(at(100, 100, 10, 10), at(160, 130, 10, 10))).toBe(true); // follows the pointer
});

test('keyboard: Enter on the focused Approve approves without a pointer', async () => {
  const decision = show();
  setVisible(true);
  jest.advanceTimersByTime(500);
  approve().focus();
  expect(state()).toBe('ready');
  approve().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  approve().click();
  await expect(decision).resolves.toBe('approved');
});

test('a click without a key press or pointer dwell (detail 0) does not approve', () => {
  void show();
  setVisible(true);
  jest.advanceTimersByTime(500);
  approve().click();
  expect(document.querySelector('[data-testid="approval"]')).not.toBeNull();
});

test('reject works at once', async () => {
  const decision = show();
  byTestId('reject-transaction').click();
  await expect(decision).resolves.toBe('rejected');
});

test('an abort (RPC_ABORT) removes the UI and rejects', async () => {
  const controller = new AbortController();
  const decision = show(undefined, controller.signal);
  controller.abort(new Error('aborted'));
  await expect(decision).rejects.toThrow('aborted');
  expect(document.querySelector('[data-testid="approve-transaction"]')).toBeNull();
});
