import { addListener, nanoid, type UnknownAction } from '@reduxjs/toolkit';
import { ModalClosedError, modalClosed, selectCurrentView, type FoyerState, type FoyerStore } from '@foyer/kernel';
import { approvalDecided, approvalRequested, approvalSettled, selectApprovals } from '../authSlice.js';
import { userRejected } from '../provider/ProviderRpcError.js';
import type { ApprovalSummary } from './ApprovalSummary.js';
import { closeTransactionView } from './closeTransactionView.js';
import { openTransactionView } from './openTransactionView.js';

export type ApprovalQueue = {
  /**
   * Shows ApproveTransaction for `summary`. Resolves with the request's id once the user approves;
   * rejects with an EIP-1193 4001 error when they reject or close the modal.
   */
  request(summary: ApprovalSummary): Promise<string>;
  /** The approved request `id` was answered by the frame (result or error). */
  finish(id: string): void;
  dispose(): void;
};

type Waiter = { resolve(id: string): void; reject(error: Error): void };

/**
 * The unsafe-request queue behind ApproveTransaction. Summaries go to the auth slice (the view
 * reads them), the promises stay here; the view's decision (`approvalDecided`) and closing the
 * modal (`modalClosed`) reach the queue through listeners. Needs the listener middleware.
 * @example
 * const id = await queue.request(summarizeRpcRequest(method, params))
 * try { return await frame.request('RPC_REQUEST', { method, params }) } finally { queue.finish(id) }
 */
export function createApprovalQueue(store: FoyerStore): ApprovalQueue {
  const waiters = new Map<string, Waiter>();

  const settle = (id: string) => {
    store.dispatch(approvalSettled({ id }));
    if (selectApprovals(store.getState()).length === 0) closeTransactionView(store);
  };

  const unsubscribeDecisions = store.dispatch(
    addListener({
      actionCreator: approvalDecided,
      effect: ({ payload }) => {
        const waiter = waiters.get(payload.id);
        if (!waiter) return;
        waiters.delete(payload.id);
        if (payload.approved) {
          waiter.resolve(payload.id);
          return;
        }
        waiter.reject(userRejected());
        settle(payload.id);
      },
    }) as UnknownAction,
  ) as unknown as () => void;

  /** Requests still waiting for the user are rejected; approved ones are already signing. */
  const rejectWaiting = (message?: string) => {
    for (const [id, waiter] of waiters) {
      waiters.delete(id);
      store.dispatch(approvalSettled({ id }));
      waiter.reject(userRejected(message));
    }
  };

  const unsubscribeClose = store.dispatch(
    addListener({ actionCreator: modalClosed, effect: () => rejectWaiting(new ModalClosedError().shortMessage) }) as UnknownAction,
  ) as unknown as () => void;

  // Leaving ApproveTransaction another way (Back, another view) is a rejection too.
  const unsubscribeLeave = store.dispatch(
    addListener({
      predicate: (_action, current, previous) =>
        selectCurrentView(previous as FoyerState) === 'ApproveTransaction' &&
        selectCurrentView(current as FoyerState) !== 'ApproveTransaction',
      effect: () => rejectWaiting(),
    }) as UnknownAction,
  ) as unknown as () => void;

  return {
    request(summary) {
      const id = nanoid();
      const decision = new Promise<string>((resolve, reject) => waiters.set(id, { resolve, reject }));
      store.dispatch(approvalRequested({ id, summary }));
      openTransactionView(store);
      return decision;
    },
    finish: settle,
    dispose() {
      unsubscribeDecisions();
      unsubscribeClose();
      unsubscribeLeave();
      for (const [id, waiter] of waiters) {
        waiters.delete(id);
        waiter.reject(userRejected(new ModalClosedError().shortMessage));
      }
    },
  };
}
