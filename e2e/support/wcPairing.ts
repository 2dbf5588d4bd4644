import type { Page } from '@playwright/test';
import type { DemoPage } from './DemoPage.js';
import { expect } from './fixtures.js';

/** Every WebSocket the page opens must stay on this machine (the request log only sees HTTP). */
export function recordWebSockets(page: Page): string[] {
  const urls: string[] = [];
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

/** The pairing URI the WalletConnect view's QR code carries (another than `notEqualTo` when given), once shown. */
export async function pairingUri(demo: DemoPage, notEqualTo?: string): Promise<string> {
  const qr = demo.view('ConnectingWalletConnect').getByTestId('wc-qr');
  await expect(qr).toHaveAttribute('data-uri', /^wc:[0-9a-f]+@2\?/);
  if (notEqualTo) await expect(qr).not.toHaveAttribute('data-uri', notEqualTo);
  const uri = await qr.getAttribute('data-uri');
  if (!uri) throw new Error('wc-qr carries no data-uri');
  return uri;
}

/** Opens the modal's WalletConnect view and waits for a pairing URI on the QR code. */
export async function openPairing(demo: DemoPage): Promise<string> {
  await demo.openModal();
  await demo.page.getByTestId('wallet-walletConnect').click();
  return pairingUri(demo);
}
