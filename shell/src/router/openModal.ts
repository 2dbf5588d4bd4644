import { modalOpened, routerReset, type Route } from '@foyer/kernel';
import type { AppThunk } from '../store/types.js';
import { selectInitialRoute } from './selectInitialRoute.js';

/** `open()` parameters: nothing (opening rules apply), or a view and its data. */
export type OpenModalParameters = Route | { view?: undefined; data?: undefined };

/**
 * Opens the modal on `parameters.view` (with its data), or on the view the opening rules pick.
 * The history starts over at that view.
 * @example
 * dispatch(openModal({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } }))
 */
export function openModal(parameters: OpenModalParameters = {}): AppThunk {
  return (dispatch, getState, { isMobile }) => {
    const route = parameters.view === undefined ? selectInitialRoute(getState(), isMobile()) : (parameters as Route);
    dispatch(routerReset(route));
    dispatch(modalOpened());
  };
}
