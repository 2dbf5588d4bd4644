'use client';

import { useEffect } from 'react';
import { announceDevWallet } from '../../../demo/src/devWallet/announceDevWallet';
import { createDevWalletProvider } from '../../../demo/src/devWallet/createDevWalletProvider';

/** The demo's EIP-6963 dev wallet (the dev node's unlocked account), announced once hydrated. */
export function DevWallet({ nodeUrl }: { nodeUrl: string }) {
  useEffect(() => announceDevWallet(createDevWalletProvider({ nodeUrl, storage: window.localStorage })), [nodeUrl]);
  return null;
}
