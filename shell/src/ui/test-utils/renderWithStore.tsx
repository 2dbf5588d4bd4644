import './asyncTimeout.js';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../../store/makeStore.js';
import { modalStyles } from '../styles/modalStyles.js';

/**
 * Renders `ui` inside the store's `<Provider>` (in the light DOM, with the modal's styles), as a
 * view test needs. Errors caught by boundaries go to the store's logger, as in `mountModal`.
 */
export function renderWithStore(ui: ReactElement, store: AppStore) {
  return render(
    <Provider store={store}>
      <style>{modalStyles}</style>
      <div className="foyer-root">{ui}</div>
    </Provider>,
    { onCaughtError: (error) => store.extra.logger.error('A view failed.', error) },
  );
}
