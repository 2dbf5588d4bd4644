import type { CaipNetwork } from '../types/network.js';

/**
 * Modal view name -> the data the view is opened with (`undefined` when it takes none): the
 * data half of the kernel's view table (`VIEW_TABLE` in `viewTable.ts` gives each view its
 * owner and title and must list exactly these names). A type alias, not an interface, so that
 * no package can add a view anywhere but here.
 */
export type ViewRegistry = {
  Connect: undefined;
  Account: undefined;
  AllWallets: undefined;
  /** The wallet list alone, behind Connect's "Continue with a wallet" (`features.collapseWallets`). */
  ConnectWallets: undefined;
  /** The wallet guide (`enableWalletGuide`): a short explainer, then wallets to get. */
  WhatIsAWallet: undefined;
  GetWallet: undefined;
  /** Optionally the catalogue wallet chosen (its deep link is offered first). */
  ConnectingWalletConnect: { walletId?: string } | undefined;
  ConnectingWalletConnectBasic: undefined;
  /** The connector being connected (see `connectConnector`). */
  ConnectingExternal: { connectorId: string };
  ConnectingFarcaster: undefined;
  /** The social provider being signed in with. */
  ConnectingSocial: { provider: string } | undefined;
  EmailLogin: undefined;
  /** The address the one-time code was sent to. */
  EmailVerifyOtp: { email: string } | undefined;
  EmailVerifyDevice: { email: string } | undefined;
  UpdateEmailWallet: undefined;
  ProfileWallets: undefined;
  /** The network picker (opened from Account's network pill). */
  Networks: undefined;
  UnsupportedChain: undefined;
  RegisterAccountName: undefined;
  /** The full name just registered (suffix included). */
  RegisterAccountNameSuccess: { name: string };
  /** The network being switched to. */
  SwitchNetwork: { network: CaipNetwork };
  SwitchActiveChain: { network: CaipNetwork };
  SIWXSignMessage: undefined;
  ApproveTransaction: undefined;
  /** The connected address as a QR code, copyable, with the networks it can receive on. */
  WalletReceive: undefined;
  /** Send (remote `send`): the form, the token picker and the review before signing. */
  WalletSend: undefined;
  WalletSendSelectToken: undefined;
  WalletSendPreview: undefined;
  /** Swaps (remote `swaps`): the form, the token picker for one side, the review before signing. */
  Swap: undefined;
  SwapSelectToken: { target: 'from' | 'to' };
  SwapPreview: undefined;
  /** Onramp (remote `onramp`): providers with currency, amount and quote; pickers; the open checkout; past purchases. */
  /** Optionally a preset (the pay flow buys what it needs): purchase currency id, CAIP-2 network, whole-unit amount. */
  OnRampProviders: { purchaseCurrency?: string; network?: string; cryptoAmount?: string } | undefined;
  OnRampTokenSelect: undefined;
  OnRampFiatSelect: undefined;
  /** The purchase whose checkout is open (its status is polled). */
  BuyInProgress: { purchaseId: string };
  OnRampActivity: undefined;
  /** Pay (remote `pay`): the request `foyer.pay(options)` made, and the ways to pay it. */
  Pay: undefined;
};

export type ViewName = keyof ViewRegistry;

/** One router entry: a view and, when it takes some, its data. */
export type Route = {
  [view in ViewName]: undefined extends ViewRegistry[view]
    ? { view: view; data?: ViewRegistry[view] }
    : { view: view; data: ViewRegistry[view] };
}[ViewName];
