type AccountTabsModule = typeof import('./tabs/accountTabsEntry.js');

let accountTabs: Promise<AccountTabsModule> | undefined;

/**
 * The Account tabs' chunk (Tokens, NFTs and the Activity slot), kept off the modal's first chunk: fetched once when
 * the Account view first renders, again after a failure.
 * @example
 * const { AccountTabs } = await loadAccountTabs()
 */
export function loadAccountTabs(): Promise<AccountTabsModule> {
  if (!accountTabs) {
    accountTabs = import('./tabs/accountTabsEntry.js');
    accountTabs.catch(() => (accountTabs = undefined));
  }
  return accountTabs;
}
