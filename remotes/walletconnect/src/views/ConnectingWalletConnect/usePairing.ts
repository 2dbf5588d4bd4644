import { WALLET_CONNECT_CONNECTOR_ID } from '@foyer/kernel';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectPairing, type WalletConnectState } from '../../walletConnectSlice.js';
import { getWalletConnectRuntime } from '../../walletConnectRuntime.js';

/**
 * The pairing flow, kept going while the calling view is on screen, and its retry.
 * `sessionActive`: a WalletConnect session already exists (no second pairing is started).
 */
export function usePairing(): WalletConnectState & { retry(): void; isMobile: boolean; sessionActive: boolean } {
  const runtime = getWalletConnectRuntime();
  const pairing = useSelector(selectPairing);
  useEffect(() => runtime.adapter.holdPairing(), [runtime]);
  const sessionActive = runtime.adapter.getProvider(WALLET_CONNECT_CONNECTOR_ID) !== undefined;
  return { ...pairing, retry: runtime.adapter.retry, isMobile: runtime.isMobile(), sessionActive };
}
