import { modalOpened, routerReset, selectCurrentView, viewPushed, type FoyerStore } from '@foyer/kernel';

/**
 * Shows ApproveTransaction: pushed onto the open modal's history, or as the only view of a
 * modal opened for it (spec §2 "ApproveTransaction opens when a non-safe RPC request arrives").
 * @example
 * openTransactionView(store)
 */
export function openTransactionView(store: FoyerStore): void {
  const state = store.getState();
  if (!state.modal.open) {
    store.dispatch(routerReset({ view: 'ApproveTransaction' }));
    store.dispatch(modalOpened());
    return;
  }
  if (selectCurrentView(state) !== 'ApproveTransaction') store.dispatch(viewPushed({ view: 'ApproveTransaction' }));
}
