import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Provider } from 'react-redux';
import { modalClosed } from '@foyer/kernel';
import { selectApprovals } from '../../authSlice';
import { createApprovalQueue } from '../../approvals/createApprovalQueue';
import { summarizeRpcRequest } from '../../approvals/summarizeRpcRequest';
import { makeAuthTestStore } from '../../test-utils/makeAuthTestStore';
import { ApproveTransaction } from './ApproveTransaction';

expect.extend(toHaveNoViolations);

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MESSAGE = `0x${Buffer.from('Hello from the Foyer demo').toString('hex')}`;

function setUp() {
  const store = makeAuthTestStore();
  const queue = createApprovalQueue(store);
  let decision!: Promise<string>;
  act(() => {
    decision = queue.request(summarizeRpcRequest('personal_sign', [MESSAGE, ADDRESS]));
  });
  const outcome = decision.then(
    (id) => ({ approved: true as const, id }),
    (error: { code: number; message: string }) => ({ approved: false as const, error }),
  );
  const view = render(
    <Provider store={store}>
      <ApproveTransaction />
    </Provider>,
  );
  return { store, queue, outcome, view };
}

test('shows the readable summary of the request', () => {
  setUp();
  const summary = screen.getByTestId('approve-summary');
  expect(screen.getByRole('heading', { name: 'Sign message' })).toBeTruthy();
  expect(summary.textContent).toContain('Hello from the Foyer demo');
  expect(summary.textContent).toContain(ADDRESS);
  expect(summary.getAttribute('data-method')).toBe('personal_sign');
});

test('approve: the request goes on, the buttons wait for the answer', async () => {
  const user = userEvent.setup();
  const { outcome, queue, store } = setUp();
  await user.click(screen.getByTestId('approve-transaction'));
  const result = await outcome;
  expect(result.approved).toBe(true);
  expect(screen.getByTestId('view-ApproveTransaction').getAttribute('data-state')).toBe('submitting');
  expect((screen.getByTestId('approve-transaction') as HTMLButtonElement).disabled).toBe(true);
  if (result.approved) act(() => queue.finish(result.id));
  expect(screen.getByRole('status').textContent).toBe('No request is waiting for approval.');
  expect(selectApprovals(store.getState())).toEqual([]);
});

test('reject: the dapp gets a 4001 error', async () => {
  const user = userEvent.setup();
  const { outcome } = setUp();
  await user.click(screen.getByTestId('reject-transaction'));
  expect(await outcome).toEqual({ approved: false, error: expect.objectContaining({ code: 4001, message: 'User rejected the request.' }) });
});

test('closing the modal rejects the request with "Modal closed"', async () => {
  const { outcome, store } = setUp();
  act(() => {
    store.dispatch(modalClosed());
  });
  expect(await outcome).toEqual({ approved: false, error: expect.objectContaining({ code: 4001, message: 'Modal closed' }) });
});

test('has no accessibility violations', async () => {
  const { view } = setUp();
  expect(await axe(view.container)).toHaveNoViolations();
});
