import { recentWalletsRestored } from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';
import { STORAGE_KEYS } from './storageKeys.js';

/** Loads the persisted recent wallets list into the store. */
export function restoreRecentWallets(): AppThunk {
  return (dispatch, _getState, { storage }) => {
    const ids = storage.get<unknown>(STORAGE_KEYS.recentWallets);
    if (Array.isArray(ids)) dispatch(recentWalletsRestored(ids.filter((id): id is string => typeof id === 'string')));
  };
}
