import type { AdapterState } from './createAdapterState.js';
import type { PairingFlow } from './startPairingFlow.js';

/**
 * Closes the current pairing flow and stops its timers; returns it for the caller to settle, or
 * `undefined` when none was open (the flow already ended, so there is no one left to tell).
 */
export function endPairingFlow(state: AdapterState): PairingFlow | undefined {
  const ended = state.flow;
  state.flow = undefined;
  clearTimeout(state.watchdog);
  clearTimeout(state.expiryTimer);
  return ended;
}
