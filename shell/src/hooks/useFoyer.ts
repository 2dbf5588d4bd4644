import type { PayOptions, PayResult } from '@foyer/kernel';
import { FoyerNotCreatedError } from '../FoyerNotCreatedError.js';
import { getFoyer } from '../foyerInstance.js';
import type { OpenModalParameters } from '../router/openModal.js';

export type UseFoyerReturnType = {
  /** Opens the modal (see `Foyer.open`). Rejects with `FoyerNotCreatedError` before `createFoyer`. */
  open(parameters?: OpenModalParameters): Promise<void>;
  close(): void;
  /** Asks the user to pay (see `Foyer.pay`). Rejects with `FoyerNotCreatedError` before `createFoyer`. */
  pay(options: PayOptions): Promise<PayResult>;
};

const actions: UseFoyerReturnType = {
  open: (parameters) => {
    const foyer = getFoyer();
    return foyer ? foyer.open(parameters) : Promise.reject(new FoyerNotCreatedError());
  },
  close: () => getFoyer()?.close(),
  pay: (options) => {
    const foyer = getFoyer();
    return foyer ? foyer.pay(options) : Promise.reject(new FoyerNotCreatedError());
  },
};

/**
 * Opens and closes the modal, and asks for payments. Works without a React provider.
 * @example
 * const { open } = useFoyer()
 * <button onClick={() => open({ view: 'Account' })}>Account</button>
 */
export function useFoyer(): UseFoyerReturnType {
  return actions;
}
