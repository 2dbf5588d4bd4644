/** @jest-environment node */
import { TOAST_RESHOW_MS, selectToast, toastHidden, toastShown } from '@foyer/kernel';
import { makeStore } from '../store/makeStore.js';
import { TOAST_VISIBLE_MS } from './listenToasts.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const message = (store: ReturnType<typeof makeStore>) => selectToast(store.getState())?.message;

test('a success toast shows at once and hides after TOAST_VISIBLE_MS', async () => {
  const store = makeStore();
  store.dispatch(toastShown({ variant: 'success', message: 'Address copied' }));
  expect(selectToast(store.getState())).toMatchObject({ variant: 'success', message: 'Address copied' });
  await jest.advanceTimersByTimeAsync(TOAST_VISIBLE_MS - 1);
  expect(message(store)).toBe('Address copied');
  await jest.advanceTimersByTimeAsync(1);
  expect(selectToast(store.getState())).toBeNull();
});

test('a loading toast stays until replaced or hidden', async () => {
  const store = makeStore();
  store.dispatch(toastShown({ variant: 'loading', message: 'Waiting' }));
  await jest.advanceTimersByTimeAsync(TOAST_VISIBLE_MS * 4);
  expect(message(store)).toBe('Waiting');
  store.dispatch(toastHidden());
  expect(selectToast(store.getState())).toBeNull();
});

test('a toast shown over another hides the first and appears TOAST_RESHOW_MS later', async () => {
  const store = makeStore();
  store.dispatch(toastShown({ variant: 'loading', message: 'Copying' }));
  store.dispatch(toastShown({ variant: 'error', message: 'Could not copy' }));
  expect(selectToast(store.getState())).toBeNull();
  await jest.advanceTimersByTimeAsync(TOAST_RESHOW_MS - 1);
  expect(selectToast(store.getState())).toBeNull();
  await jest.advanceTimersByTimeAsync(1);
  expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Could not copy' });
  await jest.advanceTimersByTimeAsync(TOAST_VISIBLE_MS);
  expect(selectToast(store.getState())).toBeNull();
});

test('hiding an older toast by id leaves the current one', async () => {
  const store = makeStore();
  store.dispatch(toastShown({ variant: 'success', message: 'First' }));
  const first = selectToast(store.getState());
  store.dispatch(toastShown({ variant: 'success', message: 'Second' }));
  await jest.advanceTimersByTimeAsync(TOAST_RESHOW_MS);
  store.dispatch(toastHidden({ id: first?.id ?? '' }));
  expect(message(store)).toBe('Second');
});
