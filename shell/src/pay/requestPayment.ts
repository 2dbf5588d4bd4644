import { isAnyOf } from '@reduxjs/toolkit';
import {
  accountConnected,
  historyPopped,
  modalClosed,
  networkChanged,
  PAY_ERROR_MESSAGES,
  paymentCleared,
  paymentFailed,
  paymentRejected,
  paymentRequested,
  paymentSucceeded,
  paySlice,
  routerReset,
  selectCurrentView,
  selectIsPaymentInProgress,
  selectNetworks,
  selectPay,
  viewPushed,
  viewReplaced,
  type PayResult,
} from '@foyer/kernel';
import { closeModal } from '../router/closeModal.js';
import type { OpenModalParameters } from '../router/openModal.js';
import type { AppStore } from '../store/makeStore.js';
import { validatePayOptions } from './validatePayOptions.js';

/** How long the Pay view shows its success state before the modal closes. */
export const PAY_SUCCESS_CLOSE_MS = 1500;

export type RequestPaymentParameters = {
  store: Pick<AppStore, 'dispatch' | 'getState' | 'rootReducer' | 'startListening'>;
  /** What `foyer.pay` was called with (checked here: the host may pass anything). */
  options: unknown;
  /** Opens the modal on a view, mounting it (`foyer.open`). */
  open(parameters: OpenModalParameters): Promise<void>;
  /** Keeps a function the instance calls when it is destroyed (the pending promise settles 'Payment cancelled'). */
  onDestroy?(cleanup: () => void): void;
};

const followed = isAnyOf(
  paymentSucceeded,
  paymentRejected,
  paymentFailed,
  modalClosed,
  accountConnected,
  networkChanged,
  routerReset,
  viewPushed,
  viewReplaced,
  historyPopped,
);

/**
 * `foyer.pay(options)`: checks the options (a bad one resolves at once with its catalogued message,
 * no modal opens), refuses a second payment while one is in progress, records the request in the
 * pay slice and opens the modal on `view-Pay`. The promise settles exactly once, on the final
 * outcome: the payment mined (`{ success: true, result: hash }`, the success state shown, then the
 * modal closes), or the modal closed before that. A wallet rejection or a failed attempt does not
 * settle it (the Pay view offers a retry); closing afterwards settles with that attempt's message
 * ('Payment rejected', 'Payment failed'), closing otherwise with 'Payment cancelled'. Closing while
 * the wallet or the chain is still answering waits for that answer. A close that follows connecting
 * a wallet or switching network from the Pay view (those flows close the modal) reopens Pay, and a
 * flow that ends on Account (a purchase through the onramp) comes back to Pay.
 * @example
 * const result = await requestPayment({ store, options, open: (route) => foyer.open(route) })
 */
export function requestPayment({ store, options, open, onDestroy }: RequestPaymentParameters): Promise<PayResult> {
  paySlice.injectInto(store.rootReducer);
  if (selectIsPaymentInProgress(store.getState())) return Promise.resolve({ success: false, error: PAY_ERROR_MESSAGES.alreadyInProgress });
  const checked = validatePayOptions(options, selectNetworks(store.getState()));
  if ('error' in checked) return Promise.resolve({ success: false, error: checked.error });

  return new Promise<PayResult>((resolve) => {
    let settled = false;
    // The modal closed while the wallet or the chain was answering: that answer settles.
    let closedWhilePaying = false;
    // A connect or network switch started from Pay: the close it ends with reopens Pay.
    let resumeAfterFlow = false;

    const settle = (result: PayResult) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      if (!result.success) store.dispatch(paymentCleared());
      resolve(result);
    };
    const reopen = () => {
      resumeAfterFlow = false;
      open({ view: 'Pay' }).catch(() => settle({ success: false, error: PAY_ERROR_MESSAGES.failed }));
    };

    const unsubscribe = store.startListening({
      matcher: followed,
      effect: async (action, api) => {
        const state = api.getState();
        const view = selectCurrentView(state);
        if (paymentSucceeded.match(action)) {
          settle({ success: true, result: action.payload });
          await api.delay(PAY_SUCCESS_CLOSE_MS);
          const now = api.getState();
          if (now.modal.open && selectCurrentView(now) === 'Pay' && selectPay(now).status === 'paid') api.dispatch(closeModal());
          return;
        }
        if (paymentRejected.match(action) || paymentFailed.match(action)) {
          if (closedWhilePaying) settle({ success: false, error: selectPay(state).error ?? PAY_ERROR_MESSAGES.failed });
          return;
        }
        if (modalClosed.match(action)) {
          if (resumeAfterFlow) {
            // closeModal resets the history right after this action: reopen once it is done.
            await api.delay(0);
            reopen();
            return;
          }
          const pay = selectPay(state);
          if (pay.status === 'paying') closedWhilePaying = true;
          else settle({ success: false, error: pay.error ?? PAY_ERROR_MESSAGES.cancelled });
          return;
        }
        if (accountConnected.match(action) || networkChanged.match(action)) {
          if (state.modal.open && view !== 'Pay') resumeAfterFlow = true;
          return;
        }
        // Router moves while the modal is open.
        if (view === 'Pay') resumeAfterFlow = false;
        else if (routerReset.match(action) && view === 'Account' && state.modal.open) api.dispatch(routerReset({ view: 'Pay' }));
      },
    });

    onDestroy?.(() => settle({ success: false, error: PAY_ERROR_MESSAGES.cancelled }));
    store.dispatch(paymentRequested(checked.request));
    reopen();
  });
}
