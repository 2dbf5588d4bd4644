import { TOAST_RESHOW_MS, toastShown } from '@foyer/kernel';
import { act } from '@testing-library/react';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';
import { Toast } from './Toast.js';

afterEach(() => jest.useRealTimers());

function setup() {
  const store = makeShellTestStore();
  const view = renderWithStore(<Toast />, inModal(store));
  const toast = () => view.queryByTestId('toast');
  return { store, view, toast };
}

describe('Toast', () => {
  test.each(['loading', 'success', 'error'] as const)('a %s toast is shown in a polite live region', async (variant) => {
    const { store, view, toast } = setup();
    act(() => void store.dispatch(toastShown({ variant, message: `A ${variant} message` })));
    expect(toast()?.dataset.variant).toBe(variant);
    expect(view.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(view.getByRole('status').textContent).toBe(`A ${variant} message`);
    await expectAccessible(view.container);
  });

  test(`a new toast replaces a visible one after a ${TOAST_RESHOW_MS} ms gap, then hides by itself`, async () => {
    jest.useFakeTimers();
    const { store, toast } = setup();
    act(() => void store.dispatch(toastShown({ variant: 'loading', message: 'Connecting' })));
    expect(toast()?.textContent).toBe('Connecting');

    act(() => void store.dispatch(toastShown({ variant: 'success', message: 'Connected' })));
    expect(toast()).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(TOAST_RESHOW_MS - 1));
    expect(toast()).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(toast()?.textContent).toBe('Connected');
    expect(toast()?.dataset.variant).toBe('success');

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(toast()).toBeNull();
  });

  test('a loading toast stays until replaced', async () => {
    jest.useFakeTimers();
    const { store, toast } = setup();
    act(() => void store.dispatch(toastShown({ variant: 'loading', message: 'Waiting' })));
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(toast()?.textContent).toBe('Waiting');
  });
});
