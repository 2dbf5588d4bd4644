import type { CaipNetwork } from '../types/network.js';

/**
 * Modal view name -> the data the view is opened with (`undefined` when it takes none).
 * The 17 views of spec §2 are declared here; a feature adds its own views by declaration
 * merging, which type-checks `viewPushed` without a central list of views:
 * @example
 * declare module '@foyer/kernel' {
 *   interface ViewRegistry { WalletReceive: undefined }
 * }
 */
export interface ViewRegistry {
  Connect: undefined;
  Account: undefined;
  AllWallets: undefined;
  /** Optionally the catalogue wallet chosen (its deep link is offered first). */
  ConnectingWalletConnect: { walletId?: string } | undefined;
  ConnectingWalletConnectBasic: undefined;
  /** The connector being connected (see `connectConnector`). */
  ConnectingExternal: { connectorId: string };
  ConnectingFarcaster: undefined;
  EmailLogin: undefined;
  UpdateEmailWallet: undefined;
  ProfileWallets: undefined;
  UnsupportedChain: undefined;
  RegisterAccountName: undefined;
  RegisterAccountNameSuccess: undefined;
  /** The network being switched to. */
  SwitchNetwork: { network: CaipNetwork };
  SwitchActiveChain: { network: CaipNetwork };
  SIWXSignMessage: undefined;
  ApproveTransaction: undefined;
}

export type ViewName = keyof ViewRegistry;

/** One router entry: a view and, when it takes some, its data. */
export type Route = {
  [view in ViewName]: undefined extends ViewRegistry[view]
    ? { view: view; data?: ViewRegistry[view] }
    : { view: view; data: ViewRegistry[view] };
}[ViewName];
