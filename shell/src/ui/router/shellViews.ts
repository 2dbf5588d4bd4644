import type { ViewRegistry, ViewsOwnedBy } from '@foyer/kernel';
import type { ComponentType } from 'react';
import { Account } from '../views/Account/Account.js';
import { loadAllWallets } from '../views/AllWallets/loadAllWallets.js';
import { Connect } from '../views/Connect/Connect.js';
import { ConnectWallets } from '../views/Connect/ConnectWallets.js';
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal.js';
import { loadSessionView } from '../views/loadSessionView.js';
import { loadWalletGuideView } from '../views/WalletGuide/loadWalletGuideView.js';

/** A view the kernel's view table gives to the shell (and that is built). */
export type ShellViewName = ViewsOwnedBy<'shell'>;

/** The views the shell renders from the modal's chunk. */
export const SHELL_VIEWS: { [view in ShellViewName]?: ComponentType<{ data: ViewRegistry[view] }> } = {
  Connect,
  ConnectWallets,
  ConnectingExternal,
  Account,
};

/** Shell views whose code is fetched on first use. */
export const LAZY_SHELL_VIEWS: { [view in ShellViewName]?: () => Promise<ComponentType<{ data: unknown }>> } = {
  AllWallets: loadAllWallets,
  WhatIsAWallet: loadWalletGuideView('WhatIsAWallet'),
  GetWallet: loadWalletGuideView('GetWallet'),
  Networks: loadSessionView('Networks'),
  SwitchNetwork: loadSessionView('SwitchNetwork'),
  SwitchActiveChain: loadSessionView('SwitchActiveChain'),
  UnsupportedChain: loadSessionView('UnsupportedChain'),
  ProfileWallets: loadSessionView('ProfileWallets'),
  SIWXSignMessage: loadSessionView('SIWXSignMessage'),
};
