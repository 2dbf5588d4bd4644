import './asyncTimeout.js';
import { act, within } from '@testing-library/react';
import { mountModal, unmountModal, type MountModalOptions } from '../mountModal.js';
import type { AppStore } from '../../store/makeStore.js';

/**
 * Mounts the real modal (custom element, open shadow root, React root) for `store` and returns
 * testing-library queries scoped to its shadow root.
 */
export function renderModal(store: AppStore, options?: MountModalOptions) {
  act(() => mountModal({ store }, options));
  const host = document.querySelector('foyer-modal');
  const shadow = host?.shadowRoot;
  const container = Array.from(shadow?.children ?? []).find((child): child is HTMLElement => child.tagName === 'DIV');
  if (!host || !shadow || !container) throw new Error('The modal did not mount');
  return { host, shadow, container, ui: within(container) };
}

/** Unmounts the modal after a test. */
export function cleanupModal(): void {
  act(() => unmountModal());
}
