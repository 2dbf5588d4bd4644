import { WALLET_CONNECT_CONNECTOR_ID } from '@foyer/kernel';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectPairing, type WalletConnectState } from '../../walletConnectSlice.js';
import type { PairingApi } from '../../WalletConnectApi.js';

/**
 * The pairing flow, kept going while the calling view is on screen, and its retry.
 * `sessionActive`: a WalletConnect session already exists (no second pairing is started).
 */
export function usePairing(api: PairingApi): WalletConnectState & { retry(): void; isMobile: boolean; sessionActive: boolean } {
  const pairing = useSelector(selectPairing);
  useEffect(() => api.holdPairing(), [api]);
  const sessionActive = api.getProvider(WALLET_CONNECT_CONNECTOR_ID) !== undefined;
  return { ...pairing, retry: api.retry, isMobile: api.isMobile(), sessionActive };
}
