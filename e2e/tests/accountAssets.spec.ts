import { FOYER_DEV_COLLECTIONS, FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS, foyerDevChain, formatUnits } from '@foyer/kernel';
import { anvilRpc } from '../support/anvilRpc.js';
import { erc721OwnerOf, refreshServicesBalances, sendNative, waitForIndexed } from '../support/accountAssets.js';
import { erc20BalanceOf } from '../support/sendChain.js';
import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

const DEV_TOKENS = FOYER_DEV_TOKENS.filter((token) => token.caipNetworkId === foyerDevChain.caipNetworkId);
const [FRIENDS, SPAM] = [FOYER_DEV_COLLECTIONS.find((collection) => !collection.spam)!, FOYER_DEV_COLLECTIONS.find((collection) => collection.spam)!];

test.describe('Account tabs (dev chain, injected dev wallet)', () => {
  test.beforeEach(async ({ demo, stack }) => {
    await refreshServicesBalances(stack.api, DEV_WALLET.address);
    await demo.goto();
    await demo.connectDevWallet();
  });

  test('Tokens lists the seeded tokens with exactly the amounts the chain reports, and no zero-decimals token', async ({ demo, stack }) => {
    const account = await demo.openAccount();
    await expect(account.getByTestId('account-tab-tokens')).toHaveAttribute('aria-selected', 'true');
    const expected = new Map<string, string>();
    const wei = BigInt(await anvilRpc<string>(stack.anvil, 'eth_getBalance', [DEV_WALLET.address, 'latest']));
    expected.set('ETH', formatUnits(wei, 18, { keepFraction: true }));
    for (const token of DEV_TOKENS.filter((candidate) => candidate.decimals > 0)) {
      const amount = await erc20BalanceOf(stack.anvil, token.address, DEV_WALLET.address);
      expected.set(token.symbol, formatUnits(amount, token.decimals, { keepFraction: true }));
    }
    const rows = account.locator('[data-testid^="token-"][data-quantity]');
    await expect(rows).toHaveCount(expected.size);
    for (const [symbol, quantity] of expected) {
      await expect(account.getByTestId(`token-${symbol}`), `token-${symbol} shows the chain's amount`).toHaveAttribute('data-quantity', quantity);
    }
    const zero = DEV_TOKENS.find((token) => token.decimals === 0)!;
    expect(zero.symbol).toBe('ZERO');
    expect(await erc20BalanceOf(stack.anvil, zero.address, DEV_WALLET.address)).toBeGreaterThan(0n);
    await expect(account.getByTestId('token-ZERO')).toHaveCount(0);
    // Fiat to 2 decimals from the dev chain's price table.
    await expect(account.getByTestId('token-fUSD').getByTestId('token-fiat')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  });

  test('NFTs shows the Foyer Friends account 0 owns on chain, with images, and no spam', async ({ demo, stack }) => {
    const owned: string[] = [];
    for (const item of FRIENDS.items) {
      if ((await erc721OwnerOf(stack.anvil, FRIENDS.address, item.tokenId)) === DEV_WALLET.address.toLowerCase()) owned.push(String(item.tokenId));
    }
    expect(owned.length).toBeGreaterThan(0);
    const spamOwned = await erc721OwnerOf(stack.anvil, SPAM.address, SPAM.items[0]!.tokenId);
    expect(spamOwned, 'the spam collection airdropped to account 0').toBe(DEV_WALLET.address.toLowerCase());

    const account = await demo.openAccount();
    await account.getByTestId('account-tab-nfts').click();
    await expect(account.getByTestId('account-tab-nfts')).toHaveAttribute('aria-selected', 'true');
    const tiles = account.getByTestId('nft-item');
    await expect(tiles).toHaveCount(owned.length);
    const shown = await tiles.evaluateAll((elements) => elements.map((element) => ({ collection: element.getAttribute('data-collection'), tokenId: element.getAttribute('data-token-id') })));
    expect(shown.map((tile) => tile.tokenId).sort()).toEqual([...owned].sort());
    expect(new Set(shown.map((tile) => tile.collection?.toLowerCase()))).toEqual(new Set([FRIENDS.address.toLowerCase()]));
    await expect(account.locator(`[data-collection="${SPAM.address}"]`)).toHaveCount(0);
    const image = tiles.first().locator('img');
    await expect(image).toHaveAttribute('src', /^data:image\//);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  });

  test('a real transfer shows in Activity with its hash, and the keyboard moves between the tabs', async ({ demo, stack }) => {
    const [, receiver] = FOYER_DEV_EVM_ACCOUNTS;
    const hash = await sendNative(stack.anvil, { from: DEV_WALLET.address, to: receiver, value: 10_000_000_000_000_000n });
    // The indexer follows new blocks (subscription, else polling every 4 s): the tab opens once it has the transfer.
    await waitForIndexed(stack.api, DEV_WALLET.address, hash);
    const account = await demo.openAccount();
    const tokens = account.getByTestId('account-tab-tokens');
    await tokens.focus();
    await tokens.press('End');
    const activity = account.getByTestId('account-tab-activity');
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(activity).toBeFocused();
    const row = account.locator(`[data-testid="activity-item"][data-hash="${hash}" i]`);
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-direction', 'out');
    await expect(row).toContainText('-0.010 ETH');
    await expect(row.getByTestId('activity-status')).toHaveText('Confirmed');
  });
});
