import type { FeatureId } from '@foyer/kernel';

declare module '@foyer/kernel' {
  // Views owned by remotes, declared here too so the shell's own views can push them.
  interface ViewRegistry {
    WalletReceive: undefined;
  }
}

/** View name -> the feature that owns it. The one table of remote views in the shell. */
const FEATURE_BY_VIEW: Readonly<Record<string, FeatureId>> = {
  WalletReceive: 'receive',
};

/**
 * The feature owning `view`, or undefined for the shell's own views.
 * @example
 * featureForView('WalletReceive') // 'receive'
 */
export function featureForView(view: string): FeatureId | undefined {
  return Object.hasOwn(FEATURE_BY_VIEW, view) ? FEATURE_BY_VIEW[view] : undefined;
}
