import { expect } from '@playwright/test';
import type { DemoPage } from '../../../e2e/support/DemoPage.js';
import { openPairing } from '../../../e2e/support/wcPairing.js';
import { createWcWallet } from '../../../e2e/support/wcWallet.js';

/** One connect/disconnect cycle on the demo page; the modal is closed and no wallet connected before and after. */
export type ConnectCycle = (demo: DemoPage) => Promise<void>;

/** From Account (the modal reopens on it after connecting), Disconnect; the modal closes and the button asks to connect again. */
async function disconnectFromAccount(demo: DemoPage): Promise<void> {
  const account = await demo.openAccount();
  await account.getByTestId('account-disconnect').click();
  await expect(demo.connectButton).toHaveText(/connect wallet/i);
  await demo.expectModalClosed();
}

/** The injected dev wallet: connect from the Connect view, then Disconnect from Account. */
export const devWalletCycle: ConnectCycle = async (demo) => {
  await demo.connectDevWallet();
  await disconnectFromAccount(demo);
};

/**
 * WalletConnect through the stack's relay: a fresh scripted wallet per cycle pairs with the QR
 * code's URI and approves; after Disconnect it must have lost the session, then it closes (so that
 * the relay's subscriptions left are the page's alone).
 */
export function walletConnectCycle({ relayUrl, rpcUrl }: { relayUrl: string; rpcUrl: string }): ConnectCycle {
  return async (demo) => {
    const wallet = await createWcWallet({ relayUrl, rpcUrl });
    try {
      const uri = await openPairing(demo);
      await wallet.pair(uri);
      await wallet.approveNextProposal();
      await demo.expectConnectedButton(wallet.address);
      await disconnectFromAccount(demo);
      await expect.poll(() => wallet.sessionCount(), { message: 'the wallet lost the session' }).toBe(0);
    } finally {
      await wallet.close();
    }
  };
}
