import type { BaseError } from '@foyer/kernel';
import type { AdapterState } from './createAdapterState.js';

/** One pairing in progress: the promise every `connect` call during it returns. */
export type PairingFlow = {
  promise: Promise<void>;
  resolve(): void;
  reject(error: BaseError): void;
};

/** Opens a pairing flow and makes it the adapter's current one. */
export function startPairingFlow(state: AdapterState): PairingFlow {
  let resolve!: () => void;
  let reject!: (error: BaseError) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  state.flow = { promise, resolve, reject };
  return state.flow;
}
