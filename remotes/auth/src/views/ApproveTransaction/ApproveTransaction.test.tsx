import { act, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { approvalRequested, approvalShown, selectFrameArea } from '../../authSlice';
import { AUTH_STORE } from '../../test-utils/authStore';
import { ApproveTransaction } from './ApproveTransaction';

expect.extend(toHaveNoViolations);

function setUp(pending = true) {
  const store = makeTestStore(AUTH_STORE);
  if (pending) store.dispatch(approvalRequested({ id: 'request-1' }));
  const view = renderWithStore(<ApproveTransaction />, { store });
  return { store, view };
}

describe('given an unsafe request handled by the secure frame', () => {
  it('says where to review it and has no approve or reject control of its own', () => {
    setUp();
    expect(screen.getByTestId('view-ApproveTransaction').getAttribute('data-state')).toBe('loading');
    expect(screen.getByText(/^Review and approve this request in the secure window of http:\/\/127\.0\.0\.1:\d+\.$/)).toBeTruthy();
    expect(screen.queryByTestId('approve-transaction')).toBeNull();
    expect(screen.queryByTestId('reject-transaction')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offers its frame area for the secure frame and withdraws it when unmounted', () => {
    const { store, view } = setUp();
    // jsdom has no layout: the area is measured as 0x0, which places nothing.
    expect(selectFrameArea(store.getState())).toBeNull();
    expect(screen.getByTestId('approve-frame-area')).toBeTruthy();
    view.unmount();
    expect(selectFrameArea(store.getState())).toBeNull();
  });

  it('reports when the frame shows the approval', () => {
    const { store } = setUp();
    act(() => {
      store.dispatch(approvalShown({ id: 'request-1', shown: true }));
    });
    expect(screen.getByTestId('view-ApproveTransaction').getAttribute('data-state')).toBe('shown');
    expect(screen.getByTestId('approve-frame-area').textContent).toBe('The request is shown in the secure window.');
  });

  it('has no accessibility violations (loading and shown)', async () => {
    const { store, view } = setUp();
    expect(await axe(view.container)).toHaveNoViolations();
    act(() => {
      store.dispatch(approvalShown({ id: 'request-1', shown: true }));
    });
    expect(await axe(view.container)).toHaveNoViolations();
  });
});

describe('given no pending request', () => {
  it('says so, and has no accessibility violations', async () => {
    const { view } = setUp(false);
    expect(screen.getByRole('status').textContent).toBe('No request is waiting for approval.');
    expect(await axe(view.container)).toHaveNoViolations();
  });
});
