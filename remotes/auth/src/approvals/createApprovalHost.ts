import { nanoid } from '@reduxjs/toolkit';
import { ModalClosedError, addAppListener, modalClosed, selectCurrentView, type FoyerStore } from '@foyer/kernel';
import { approvalRequested, approvalSettled, selectPendingApprovals } from '../authSlice.js';
import { userRejected } from '../provider/userRejected.js';
import { closeTransactionView } from './closeTransactionView.js';
import { openTransactionView } from './openTransactionView.js';

export type ApprovalHost = {
  /**
   * Runs `send` (the RPC request to the frame, which shows its own approval UI) with ApproveTransaction open as the
   * frame's host. Closing the modal or leaving the view rejects with 4001 ('Modal closed' / 'User rejected the
   * request.') and tells the frame to abort. There is no approve path here: only the frame's document can approve.
   */
  run<T>(send: () => Promise<T>): Promise<T>;
  dispose(): void;
};

export type CreateApprovalHostParameters = {
  store: FoyerStore;
  /** Tells the frame to drop what it is showing or doing (`RPC_ABORT`). */
  abort(): void;
};

type Running = { cancel(message?: string): void };

/**
 * The host side of an unsafe request: opens ApproveTransaction (which positions the secure frame over the modal),
 * and closes or pops it once the frame answered (spec §4). Needs the listener middleware.
 * @example
 * return host.run(() => frame.request('RPC_REQUEST', { method, params }))
 */
export function createApprovalHost({ store, abort }: CreateApprovalHostParameters): ApprovalHost {
  const running = new Map<string, Running>();

  const cancelAll = (message?: string) => {
    if (running.size === 0) return;
    for (const entry of [...running.values()]) entry.cancel(message);
    abort();
  };

  const unsubscribeClose = store.dispatch(
    addAppListener({ actionCreator: modalClosed, effect: () => cancelAll(new ModalClosedError().shortMessage) }),
  );

  // Leaving ApproveTransaction another way (Back, another view) is a rejection too.
  const unsubscribeLeave = store.dispatch(
    addAppListener({
      predicate: (_action, current, previous) =>
        selectCurrentView(previous) === 'ApproveTransaction' && selectCurrentView(current) !== 'ApproveTransaction',
      effect: () => cancelAll(),
    }),
  );

  return {
    run<T>(send: () => Promise<T>): Promise<T> {
      const id = nanoid();
      store.dispatch(approvalRequested({ id }));
      openTransactionView(store);
      return new Promise<T>((resolve, reject) => {
        let done = false;
        const settle = (cancelled: boolean) => {
          if (done) return false;
          done = true;
          running.delete(id);
          store.dispatch(approvalSettled({ id }));
          // A cancelled request already left the view (modal closed, Back); an answered one pops or closes it.
          if (!cancelled && selectPendingApprovals(store.getState()).length === 0) closeTransactionView(store);
          return true;
        };
        running.set(id, {
          cancel: (message) => {
            if (settle(true)) reject(userRejected(message));
          },
        });
        send().then(
          (value) => {
            if (settle(false)) resolve(value);
          },
          (error: unknown) => {
            if (settle(false)) reject(error);
          },
        );
      });
    },
    dispose() {
      unsubscribeClose();
      unsubscribeLeave();
      for (const entry of [...running.values()]) entry.cancel(new ModalClosedError().shortMessage);
    },
  };
}
