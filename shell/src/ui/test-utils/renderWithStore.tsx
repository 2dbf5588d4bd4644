import './asyncTimeout.js';
import { attachReactHooks } from '@foyer/kernel';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../../store/makeStore.js';
import { modalStyles } from '../styles/modalStyles.js';

/**
 * Renders `ui` inside the store's `<Provider>` (in the light DOM, with the modal's styles), as a
 * view test needs: with the kernel APIs' hooks attached and errors caught by boundaries sent to
 * the store's logger, as `mountModal` does.
 */
export function renderWithStore(ui: ReactElement, store: AppStore) {
  attachReactHooks(reactHooksModule());
  return render(
    <Provider store={store}>
      <style>{modalStyles}</style>
      <div className="foyer-root">{ui}</div>
    </Provider>,
    { onCaughtError: (error) => store.extra.logger.error('A view failed.', error) },
  );
}
