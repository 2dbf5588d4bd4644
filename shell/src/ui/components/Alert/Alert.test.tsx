import { ALERTS, alertRaised } from '@foyer/kernel';
import { act, fireEvent } from '@testing-library/react';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';
import { Alert } from './Alert.js';

describe('Alert', () => {
  test('a raised alert shows once, as role="alert", until dismissed', async () => {
    const store = makeShellTestStore();
    const view = renderWithStore(<Alert />, inModal(store));
    expect(view.queryByTestId('alert')).toBeNull();

    act(() => void store.dispatch(alertRaised({ code: 'SERVER_ERROR', message: 'HTTP status code: 503' })));
    const alert = view.getByTestId('alert');
    expect(view.getByRole('alert')).toBe(alert);
    expect(alert.dataset.variant).toBe('error');
    expect(alert.textContent).toContain(ALERTS.SERVER_ERROR.shortMessage);
    expect(alert.textContent).toContain('HTTP status code: 503');
    await expectAccessible(view.container);

    fireEvent.click(view.getByRole('button', { name: 'Dismiss alert' }));
    expect(view.queryByTestId('alert')).toBeNull();
    act(() => void store.dispatch(alertRaised('SERVER_ERROR')));
    expect(view.queryByTestId('alert')).toBeNull();
  });
});
