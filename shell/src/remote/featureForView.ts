import type { RemoteId } from '@foyer/kernel';

declare module '@foyer/kernel' {
  // Views owned by remotes, declared here too so the shell's own views can push them.
  interface ViewRegistry {
    WalletReceive: undefined;
    EmailVerifyOtp: { email: string } | undefined;
    EmailVerifyDevice: { email: string } | undefined;
    ConnectingSocial: { provider: string } | undefined;
  }
}

/** View name -> the remote (feature or adapter) that owns it. The one table of remote views in the shell. */
const FEATURE_BY_VIEW: Readonly<Record<string, RemoteId>> = {
  WalletReceive: 'receive',
  ConnectingWalletConnect: 'walletconnect',
  ConnectingWalletConnectBasic: 'walletconnect',
  ApproveTransaction: 'auth',
  EmailLogin: 'email',
  EmailVerifyOtp: 'email',
  EmailVerifyDevice: 'email',
  UpdateEmailWallet: 'email',
  ConnectingSocial: 'socials',
  ConnectingFarcaster: 'socials',
};

/**
 * The feature owning `view`, or undefined for the shell's own views.
 * @example
 * featureForView('WalletReceive') // 'receive'
 */
export function featureForView(view: string): RemoteId | undefined {
  return Object.hasOwn(FEATURE_BY_VIEW, view) ? FEATURE_BY_VIEW[view] : undefined;
}
