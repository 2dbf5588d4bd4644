import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectPairing, type WalletConnectState } from '../../walletConnectSlice.js';
import { getWalletConnectRuntime } from '../../walletConnectRuntime.js';

/** The pairing flow, kept going while the calling view is on screen, and its retry. */
export function usePairing(): WalletConnectState & { retry(): void; isMobile: boolean } {
  const runtime = getWalletConnectRuntime();
  const pairing = useSelector(selectPairing);
  useEffect(() => runtime.adapter.holdPairing(), [runtime]);
  return { ...pairing, retry: runtime.adapter.retry, isMobile: runtime.isMobile() };
}
