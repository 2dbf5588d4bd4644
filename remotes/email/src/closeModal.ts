import { modalClosed, routerReset, type FoyerDispatch } from '@foyer/kernel';

/**
 * Closes the modal after a successful sign-in and starts the history over (Connect).
 * @example
 * closeModal(dispatch)
 */
export function closeModal(dispatch: FoyerDispatch): void {
  dispatch(modalClosed());
  dispatch(routerReset());
}
