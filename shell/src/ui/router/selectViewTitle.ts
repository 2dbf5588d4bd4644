import { selectConnector, selectCurrentRoute, type FoyerState } from '@foyer/kernel';

/** Titles of the views of spec §2 and of the features known today; other views get their name spelled out. */
const TITLES: Readonly<Record<string, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Farcaster',
  EmailLogin: 'Email Login',
  UpdateEmailWallet: 'Edit Email',
  ProfileWallets: 'Wallets',
  Networks: 'Select Network',
  UnsupportedChain: 'Switch Network',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  WalletReceive: 'Receive',
  WalletSend: 'Send',
  Swap: 'Swap',
  OnRampProviders: 'Buy Crypto',
  Transactions: 'Activity',
};

/** "WalletReceivePreview" -> "Wallet Receive Preview". */
function spellOut(view: string): string {
  return view.replace(/([a-z0-9])([A-Z])/gu, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/gu, '$1 $2');
}

/** The header title of the current view (the wallet's name while connecting to it, the network's while switching). */
export function selectViewTitle(state: FoyerState): string {
  const route = selectCurrentRoute(state);
  if (route.view === 'ConnectingExternal' && route.data) {
    const connector = selectConnector(state, route.data.connectorId);
    if (connector) return connector.name;
  }
  if ((route.view === 'SwitchNetwork' || route.view === 'SwitchActiveChain') && route.data) {
    return route.data.network.name;
  }
  return TITLES[route.view] ?? spellOut(route.view);
}
