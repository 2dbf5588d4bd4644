import type { RemoteId } from '../types/remote.js';
import type { ViewName } from './ViewRegistry.js';

/** Who renders a view: the shell itself, or the remote whose `./feature` manifest carries it. */
export type ViewOwner = 'shell' | RemoteId;

/**
 * One row of the view table. `planned` marks a view of the spec that no package renders yet:
 * the shell shows "Not available yet" for it and loads no remote.
 */
export type ViewEntry = { readonly owner: ViewOwner; readonly title: string; readonly planned?: true };

/**
 * The one home of every modal view: name -> owner and header title (the data type is
 * `ViewRegistry[name]`). The shell derives which remote to load and what the header says from
 * it; a remote's manifest lists exactly the views it owns here (checked by `defineFeature`).
 * Titles are written for users, not derived from view names.
 */
export const VIEW_TABLE = {
  Connect: { owner: 'shell', title: 'Connect Wallet' },
  Account: { owner: 'shell', title: 'Account' },
  AllWallets: { owner: 'shell', title: 'All Wallets' },
  ConnectWallets: { owner: 'shell', title: 'Connect Wallet' },
  WhatIsAWallet: { owner: 'shell', title: 'What is a Wallet?' },
  GetWallet: { owner: 'shell', title: 'Get a Wallet' },
  ConnectingExternal: { owner: 'shell', title: 'Connecting' },
  Networks: { owner: 'shell', title: 'Select Network' },
  SwitchNetwork: { owner: 'shell', title: 'Switch Network' },
  SwitchActiveChain: { owner: 'shell', title: 'Switch Chain' },
  UnsupportedChain: { owner: 'shell', title: 'Switch Network' },
  ProfileWallets: { owner: 'shell', title: 'Connected Wallets' },
  SIWXSignMessage: { owner: 'shell', title: 'Sign In' },
  ConnectingWalletConnect: { owner: 'walletconnect', title: 'WalletConnect' },
  ConnectingWalletConnectBasic: { owner: 'walletconnect', title: 'WalletConnect' },
  ApproveTransaction: { owner: 'auth', title: 'Approve Transaction' },
  EmailLogin: { owner: 'email', title: 'Continue with Email' },
  EmailVerifyOtp: { owner: 'email', title: 'Confirm Email' },
  EmailVerifyDevice: { owner: 'email', title: 'Register Device' },
  UpdateEmailWallet: { owner: 'email', title: 'Edit Email' },
  ConnectingSocial: { owner: 'socials', title: 'Social Login' },
  ConnectingFarcaster: { owner: 'socials', title: 'Farcaster' },
  WalletReceive: { owner: 'receive', title: 'Receive' },
  RegisterAccountName: { owner: 'names', title: 'Choose Name' },
  RegisterAccountNameSuccess: { owner: 'names', title: 'Name Registered' },
  WalletSend: { owner: 'send', title: 'Send' },
  WalletSendSelectToken: { owner: 'send', title: 'Select Token' },
  WalletSendPreview: { owner: 'send', title: 'Review Send' },
  Swap: { owner: 'swaps', title: 'Swap' },
  SwapSelectToken: { owner: 'swaps', title: 'Select Token' },
  SwapPreview: { owner: 'swaps', title: 'Review Swap' },
  OnRampProviders: { owner: 'onramp', title: 'Buy Crypto' },
  OnRampTokenSelect: { owner: 'onramp', title: 'Select Token' },
  OnRampFiatSelect: { owner: 'onramp', title: 'Select Currency' },
  BuyInProgress: { owner: 'onramp', title: 'Buy in Progress' },
  OnRampActivity: { owner: 'onramp', title: 'Purchases' },
  Pay: { owner: 'pay', title: 'Pay' },
} as const satisfies Record<ViewName, ViewEntry>;

type ViewTable = typeof VIEW_TABLE;

/** The views `owner` renders today (planned views excluded). */
export type ViewsOwnedBy<owner extends ViewOwner> = {
  [view in ViewName]: ViewTable[view] extends { owner: owner; planned: true } ? never : ViewTable[view] extends { owner: owner } ? view : never;
}[ViewName];

/**
 * The names of the views `owner` renders today, in table order.
 * @example
 * viewsOwnedBy('email') // ['EmailLogin', 'EmailVerifyOtp', 'EmailVerifyDevice', 'UpdateEmailWallet']
 */
export function viewsOwnedBy<owner extends ViewOwner>(owner: owner): ViewsOwnedBy<owner>[] {
  const table: Readonly<Record<ViewName, ViewEntry>> = VIEW_TABLE;
  return (Object.keys(table) as ViewName[]).filter(
    (view): view is ViewsOwnedBy<owner> => table[view].owner === owner && !table[view].planned,
  );
}
