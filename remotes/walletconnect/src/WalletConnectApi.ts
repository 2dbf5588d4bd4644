import type { WalletConnectAdapter } from './adapter/createWalletConnectAdapter.js';

/**
 * What the walletconnect remote's setup returns: the `ConnectorAdapter` the shell drives the
 * `walletConnect` connector with (`RemoteApiRegistry['walletconnect']`), plus what the pairing
 * views use (the shell hands it to them as `api`).
 */
export type WalletConnectApi = WalletConnectAdapter & {
  /** Whether the page runs on a phone (deep links then open the wallet app). */
  isMobile(): boolean;
};

/** The part of the API the pairing views use. */
export type PairingApi = Pick<WalletConnectApi, 'holdPairing' | 'retry' | 'getProvider' | 'isMobile'>;
