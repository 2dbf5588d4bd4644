import type { WalletConnectAdapter } from './adapter/createWalletConnectAdapter.js';

/** What the pairing views need from the remote's setup: the adapter and the device kind. */
export type WalletConnectRuntime = {
  adapter: Pick<WalletConnectAdapter, 'holdPairing' | 'retry' | 'getProvider'>;
  isMobile(): boolean;
};

let runtime: WalletConnectRuntime | undefined;

/**
 * Records the runtime once `setup` built it (one adapter per page, like the remote itself).
 * @example
 * setWalletConnectRuntime({ adapter, isMobile: shell.isMobile })
 */
export function setWalletConnectRuntime(value: WalletConnectRuntime | undefined): void {
  runtime = value;
}

/**
 * The runtime the views use; throws when a view renders before `setup` ran (a shell bug).
 * @example
 * const release = getWalletConnectRuntime().adapter.holdPairing()
 */
export function getWalletConnectRuntime(): WalletConnectRuntime {
  if (!runtime) throw new Error('The walletconnect remote was not set up before its views rendered.');
  return runtime;
}
