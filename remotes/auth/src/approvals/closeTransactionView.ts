import { historyPopped, modalClosed, routerReset, selectCurrentView, selectRouterHistory, type FoyerStore } from '@foyer/kernel';

/**
 * After an approved request settled: pops ApproveTransaction back to the view under it, or
 * closes the modal when it was the only view (spec §4 "Non-safe RPC success or error").
 * @example
 * closeTransactionView(store)
 */
export function closeTransactionView(store: FoyerStore): void {
  const state = store.getState();
  if (!state.modal.open || selectCurrentView(state) !== 'ApproveTransaction') return;
  if (selectRouterHistory(state).length > 1) {
    store.dispatch(historyPopped());
    return;
  }
  store.dispatch(modalClosed());
  store.dispatch(routerReset());
}
