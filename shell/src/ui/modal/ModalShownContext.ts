import { createContext, useContext } from 'react';

/**
 * Whether the dialog is on screen. False while the closed modal stands by (rendered hidden and
 * inert ahead of the first click, see `Modal`): views then render as usual but start nothing a
 * user has not asked for, such as loading a remote.
 */
export const ModalShownContext = createContext(true);

/** True unless the dialog is standing by hidden; a view waits for it before loading a remote. */
export function useModalShown(): boolean {
  return useContext(ModalShownContext);
}
