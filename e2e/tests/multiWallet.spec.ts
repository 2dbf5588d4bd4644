import { foyerDevChain, foyerDevSolana } from '@foyer/kernel';
import { DEV_WALLET, type DemoPage } from '../support/DemoPage.js';
import { displaysAddress } from '../support/displaysAddress.js';
import { expect, test } from '../support/fixtures.js';
import { displaysSolanaAddress, expectButtonShowsSolanaAccount, SOLANA_DEV_WALLET } from '../support/solanaDevWallet.js';

/** Seeded projects (BRIEF): multiWallet on, and the default demo project with it off. */
const MULTI_WALLET_PROJECT = 'foyer-demo-multi';
/** Wallets and receive only: multi-wallet off. */
const SINGLE_WALLET_PROJECT = 'foyer-demo-basic';

/** Connector id of the EVM dev wallet (EIP-6963 rdns); the Solana dev wallet's is SOLANA_DEV_WALLET's. */
const EVM_CONNECTOR = DEV_WALLET.rdns;

/** True when one rendered line of `text` shows the address (`displays`); lines keep the address apart from the wallet name. */
function someLineShows(text: string, displays: (line: string) => boolean): boolean {
  return text.split('\n').some(displays);
}

/** Account -> Wallets (ProfileWallets). */
const openProfileWallets = (demo: DemoPage) => demo.openFromAccount('account-wallets', 'ProfileWallets');

/** With the EVM dev wallet connected: ProfileWallets -> "Connect another wallet" -> the Solana dev wallet. */
async function addSolanaDevWallet(demo: DemoPage): Promise<void> {
  const profile = await openProfileWallets(demo);
  await profile.getByTestId('profile-add-wallet').click();
  const connect = demo.view('Connect');
  await expect(connect).toBeVisible();
  await connect.getByTestId(`wallet-${SOLANA_DEV_WALLET.connectorId}`).click();
  await expectButtonShowsSolanaAccount(demo);
}

test.describe('Several wallets (multiWallet on)', () => {
  test.beforeEach(async ({ demo, stack }) => {
    await demo.goto({ projectId: MULTI_WALLET_PROJECT, solanaUrl: stack.solana });
    await demo.connectDevWallet();
    await addSolanaDevWallet(demo);
  });

  test('ProfileWallets lists both wallets; switching to the EVM one makes it the wallet in use; disconnecting one keeps the other', async ({
    demo,
    page,
  }) => {
    let profile = await openProfileWallets(demo);
    const evmRow = profile.getByTestId(`profile-wallet-${EVM_CONNECTOR}`);
    const solanaRow = profile.getByTestId(`profile-wallet-${SOLANA_DEV_WALLET.connectorId}`);
    await expect(profile.locator('[data-testid^="profile-wallet-"]')).toHaveCount(2);
    await expect(evmRow).toHaveAttribute('data-namespace', 'eip155');
    await expect(solanaRow).toHaveAttribute('data-namespace', 'solana');
    await expect(evmRow).toHaveAttribute('data-status', 'connected');
    await expect(solanaRow).toHaveAttribute('data-status', 'connected');
    expect(someLineShows(await evmRow.innerText(), (line) => displaysAddress(line, DEV_WALLET.address))).toBe(true);
    expect(someLineShows(await solanaRow.innerText(), (line) => displaysSolanaAddress(line, SOLANA_DEV_WALLET.address))).toBe(true);
    // The wallet connected last is the one in use.
    await expect(solanaRow).toHaveAttribute('data-in-use', 'true');
    await expect(evmRow).toHaveAttribute('data-in-use', 'false');

    await profile.getByTestId(`profile-switch-${EVM_CONNECTOR}`).click();
    await expect(evmRow).toHaveAttribute('data-in-use', 'true');
    await expect(solanaRow).toHaveAttribute('data-in-use', 'false');
    await demo.expectConnectedButton();
    await expect(page.getByTestId('demo-network')).toContainText(foyerDevChain.caipNetworkId);

    await profile.getByTestId(`profile-disconnect-${SOLANA_DEV_WALLET.connectorId}`).click();
    await expect(solanaRow).toHaveCount(0);
    await expect(evmRow).toHaveAttribute('data-in-use', 'true');
    await demo.expectConnectedButton();

    // The Solana wallet stays disconnected after a reload; the EVM one reconnects.
    await page.reload();
    await demo.expectConnectedButton();
    await demo.openModal();
    profile = await openProfileWallets(demo);
    await expect(profile.getByTestId(`profile-wallet-${EVM_CONNECTOR}`)).toBeVisible();
    await expect(profile.getByTestId(`profile-wallet-${SOLANA_DEV_WALLET.connectorId}`)).toHaveCount(0);
  });

  test('disconnecting the wallet in use hands over to the other family', async ({ demo, page }) => {
    const profile = await openProfileWallets(demo);
    await profile.getByTestId(`profile-disconnect-${SOLANA_DEV_WALLET.connectorId}`).click();
    await expect(profile.getByTestId(`profile-wallet-${SOLANA_DEV_WALLET.connectorId}`)).toHaveCount(0);
    await expect(profile.getByTestId(`profile-wallet-${EVM_CONNECTOR}`)).toHaveAttribute('data-in-use', 'true');
    await demo.expectConnectedButton();
    await expect(page.getByTestId('demo-network')).toContainText(foyerDevChain.caipNetworkId);
  });

  test('"Disconnect all" disconnects both wallets, also after a reload', async ({ demo, page }) => {
    const profile = await openProfileWallets(demo);
    await expect(profile.locator('[data-testid^="profile-wallet-"]')).toHaveCount(2);
    await profile.getByTestId('profile-disconnect-all').click();
    await demo.expectModalClosed();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await expect(page.getByTestId('demo-address')).toHaveText('—');

    await page.reload();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await demo.openModal();
    await expect(demo.view('Connect')).toBeVisible();
  });
});

test.describe('One wallet at a time (multiWallet off)', () => {
  test('Account offers no Wallets entry', async ({ demo, stack }) => {
    await demo.goto({ projectId: SINGLE_WALLET_PROJECT, solanaUrl: stack.solana });
    await demo.connectDevWallet();
    const account = await demo.openAccount();
    // The project config has loaded (Receive is on for this project) before checking an absence.
    await expect(account.getByTestId('account-receive')).toBeVisible();
    await expect(account.getByTestId('account-disconnect')).toBeVisible();
    await expect(account.getByTestId('account-wallets')).toHaveCount(0);
  });

  test('a Solana wallet joins through the network picker, and Disconnect leaves no wallet behind', async ({ demo, page, stack }) => {
    await demo.goto({ projectId: SINGLE_WALLET_PROJECT, solanaUrl: stack.solana });
    await demo.connectDevWallet();
    const account = await demo.openAccount();
    await account.getByTestId('account-network').click();
    await demo.view('Networks').getByTestId(`network-${foyerDevSolana.caipNetworkId}`).click();
    await demo.view('SwitchActiveChain').getByTestId('switch-active-chain-connect').click();
    await demo.view('Connect').getByTestId(`wallet-${SOLANA_DEV_WALLET.connectorId}`).click();
    await expectButtonShowsSolanaAccount(demo);

    await (await demo.openAccount()).getByTestId('account-disconnect').click();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await page.reload();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
  });
});
