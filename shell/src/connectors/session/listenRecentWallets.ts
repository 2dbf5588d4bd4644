import { recentWalletUsed } from '@foyer/kernel';
import type { AppStartListening } from '../../store/types.js';
import { STORAGE_KEYS } from './storageKeys.js';

/** Persists the recent wallets list whenever a wallet is used. */
export function listenRecentWallets(startListening: AppStartListening): void {
  startListening({
    actionCreator: recentWalletUsed,
    effect: (_action, api) => {
      api.extra.storage.set(STORAGE_KEYS.recentWallets, api.getState().connection.recentWalletIds);
    },
  });
}
