import { VIEW_TABLE, type RemoteId, type ViewEntry, type ViewName } from '@foyer/kernel';

const TABLE: Readonly<Record<ViewName, ViewEntry>> = VIEW_TABLE;

/**
 * The remote rendering `view` (from the kernel's view table), or undefined for the shell's own
 * views and for views no package renders yet.
 * @example
 * featureForView('WalletReceive') // 'receive'
 */
export function featureForView(view: string): RemoteId | undefined {
  if (!Object.hasOwn(TABLE, view)) return undefined;
  const entry = TABLE[view as ViewName];
  return entry.owner === 'shell' || entry.planned ? undefined : entry.owner;
}
