import { BaseError } from '@foyer/kernel';
import { createAdapterState } from './createAdapterState';
import { endPairingFlow } from './endPairingFlow';
import { startPairingFlow } from './startPairingFlow';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a flow is the current one until it ends; ending stops its timers and hands it back once', async () => {
  const state = createAdapterState();
  const flow = startPairingFlow(state);
  expect(state.flow).toBe(flow);
  const watchdog = jest.fn();
  const expiry = jest.fn();
  state.watchdog = setTimeout(() => watchdog(), 10);
  state.expiryTimer = setTimeout(() => expiry(), 10);

  expect(endPairingFlow(state)).toBe(flow);
  expect(state.flow).toBeUndefined();
  expect(endPairingFlow(state)).toBeUndefined();
  jest.advanceTimersByTime(10);
  expect(watchdog).not.toHaveBeenCalled();
  expect(expiry).not.toHaveBeenCalled();

  flow.reject(new BaseError('closed'));
  await expect(flow.promise).rejects.toThrow('closed');
});
