import './asyncTimeout.js';
import { StyleSheet } from '@foyer/kernel';
import type { RenderWithStoreOptions } from '@foyer/kernel/test';
import type { ReactNode } from 'react';
import type { AppStore } from '../../store/makeStore.js';
import { modalStyles } from '../styles/modalStyles.js';

/** The modal's styles and root element, around a view rendered outside the modal's shadow root. */
function ModalFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <StyleSheet css={modalStyles} />
      <div className="foyer-root">{children}</div>
    </>
  );
}

/**
 * `renderWithStore` options that render as the modal does: in `store`'s Provider, with the modal's
 * styles, and errors caught by boundaries sent to the store's logger (as `mountModal` does).
 * @example
 * renderWithStore(<Account />, inModal(store))
 */
export function inModal(store: AppStore): RenderWithStoreOptions<AppStore> {
  return { store, wrapper: ModalFrame, onCaughtError: (error) => store.extra.logger.error('A view failed.', error) };
}
