import { FOYER_DEV_SOLANA_ADDRESSES } from '@foyer/kernel';
import { anvilRpc as jsonRpc } from './anvilRpc.js';
import type { DemoPage } from './DemoPage.js';
import { expect } from './fixtures.js';

/** The demo's Solana dev wallet (Wallet Standard), holding Solana dev account 0. */
export const SOLANA_DEV_WALLET = {
  name: 'Foyer Dev Wallet',
  connectorId: 'solana:foyer-dev-wallet',
  address: FOYER_DEV_SOLANA_ADDRESSES[0],
} as const;

export const LAMPORTS_PER_MILLI_SOL = 1_000_000n;

/** True when `text` shows the base58 `address` in full or shortened ("H3GrTC…RoKA"), case-sensitively. */
export function displaysSolanaAddress(text: string | null, address: string): boolean {
  const shown = (text ?? '').replace(/\s+/g, '');
  if (shown.includes(address)) return true;
  const match = /([1-9A-HJ-NP-Za-km-z]{4,})(?:\u2026|\.{2,3})([1-9A-HJ-NP-Za-km-z]{4,})/.exec(shown);
  return match !== null && address.startsWith(match[1] ?? '') && address.endsWith(match[2] ?? '');
}

/** The lamports the Solana node reports for `address`. */
export async function lamportsOf(solanaUrl: string, address: string): Promise<bigint> {
  const { value } = await jsonRpc<{ value: number }>(solanaUrl, 'getBalance', [address]);
  return BigInt(value);
}

/** The Solana dev wallet's row in the Connect view. */
export function solanaDevWalletRow(demo: DemoPage) {
  return demo.view('Connect').getByTestId(`wallet-${SOLANA_DEV_WALLET.connectorId}`);
}

/** Opens the modal and picks the Solana dev wallet in the Connect view. */
export async function pickSolanaDevWallet(demo: DemoPage): Promise<void> {
  await demo.openModal();
  await expect(demo.view('Connect')).toBeVisible();
  const row = solanaDevWalletRow(demo);
  await expect(row).toContainText(SOLANA_DEV_WALLET.name);
  await row.click();
}

export async function expectButtonShowsSolanaAccount(demo: DemoPage): Promise<void> {
  await expect
    .poll(async () => displaysSolanaAddress(await demo.connectButton.textContent(), SOLANA_DEV_WALLET.address), {
      message: `connect-button shows ${SOLANA_DEV_WALLET.address}`,
    })
    .toBe(true);
}
