import type { Page } from '@playwright/test';
import { TokenBalanceUnavailableError, foyerDevChain, foyerDevSolana, mainnet } from '@foyer/kernel';
import { anvilRpc } from '../support/anvilRpc.js';
import { parseDisplayedMilli, weiToMilli } from '../support/balanceMilli.js';
import { DEV_WALLET, type DemoPage } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';
import { displaysSolanaAddress, SOLANA_DEV_WALLET } from '../support/solanaDevWallet.js';

/** A chain no demo network configures (42, Kovan), added to the dev wallet from the page. */
const UNCONFIGURED_CHAIN = { id: 42, caipNetworkId: 'eip155:42', hex: '0x2a' } as const;

const hexChainId = (id: number | string): string => `0x${Number(id).toString(16)}`;

type WalletAnswer<T> = { result: T } | { error: { code: unknown; message: string } };

/**
 * Asks the EVM dev wallet something directly, as the host page or the user would (not through
 * Foyer): the provider comes from the page's EIP-6963 announcement of `dev.foyer.wallet`.
 */
async function askDevWallet<T>(page: Page, method: string, params: unknown[] = []): Promise<WalletAnswer<T>> {
  return page.evaluate(
    async ({ rdns, method, params }) => {
      type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };
      const provider = await new Promise<Provider>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No EIP-6963 announcement from ${rdns}`)), 5_000);
        const onAnnounce = (event: Event) => {
          const detail = (event as CustomEvent<{ info?: { rdns?: string }; provider?: Provider }>).detail;
          if (detail?.info?.rdns !== rdns || !detail.provider) return;
          clearTimeout(timer);
          window.removeEventListener('eip6963:announceProvider', onAnnounce);
          resolve(detail.provider);
        };
        window.addEventListener('eip6963:announceProvider', onAnnounce);
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      });
      try {
        return { result: (await provider.request({ method, params })) as T };
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown };
        return { error: { code, message: String(message) } };
      }
    },
    { rdns: DEV_WALLET.rdns, method, params },
  );
}

async function devWalletResult<T>(page: Page, method: string, params: unknown[] = []): Promise<T> {
  const answer = await askDevWallet<T>(page, method, params);
  if ('error' in answer) throw new Error(`${method} failed: ${answer.error.code} ${answer.error.message}`);
  return answer.result;
}

/** From Account, opens the network picker through the network pill. */
const openNetworks = (demo: DemoPage) => demo.openFromAccount('account-network', 'Networks');

async function expectDevChainBalance(demo: DemoPage, anvilUrl: string): Promise<void> {
  const balance = demo.view('Account').getByTestId('account-balance');
  const wei = BigInt(await anvilRpc<string>(anvilUrl, 'eth_getBalance', [DEV_WALLET.address, 'latest']));
  await expect
    .poll(async () => parseDisplayedMilli(await balance.textContent()), {
      message: `account-balance shows eth_getBalance (${wei} wei) truncated to 3 decimals`,
    })
    .toBe(weiToMilli(wei));
  await expect(balance).toHaveAttribute('data-state', 'loaded');
}

test.describe('Network switching', () => {
  test.beforeEach(async ({ demo, stack }) => {
    await demo.goto({ solanaUrl: stack.solana });
    await demo.connectDevWallet();
  });

  test('the picker lists the configured networks; the wallet switches to Ethereum and back to the dev chain', async ({
    demo,
    page,
    stack,
  }) => {
    const pill = (await demo.openAccount()).getByTestId('account-network');
    await expect(pill).toHaveAttribute('data-network', foyerDevChain.caipNetworkId);
    await expectDevChainBalance(demo, stack.anvil);

    let networks = await openNetworks(demo);
    for (const network of [foyerDevChain, mainnet, foyerDevSolana]) {
      await expect(networks.getByTestId(`network-${network.caipNetworkId}`)).toContainText(network.name);
    }
    await expect(networks.getByTestId(`network-${foyerDevChain.caipNetworkId}`)).toHaveAttribute('aria-current', 'true');
    await expect(networks.getByTestId(`network-${mainnet.caipNetworkId}`)).not.toHaveAttribute('aria-current');

    await networks.getByTestId(`network-${mainnet.caipNetworkId}`).click();
    // SwitchNetwork asked the wallet; on success the modal goes back to Account.
    const account = demo.view('Account');
    await expect(account).toBeVisible();
    await expect(pill).toHaveAttribute('data-network', mainnet.caipNetworkId);
    await expect(pill).toContainText(mainnet.name);
    expect(await devWalletResult<string>(page, 'eth_chainId')).toBe(hexChainId(mainnet.id));
    await expect(page.getByTestId('demo-network')).toContainText(`${mainnet.name} (${mainnet.caipNetworkId})`);
    // The services hold no balances for Ethereum mainnet here (nothing leaves the machine):
    // the documented unavailable state, never the dev chain's balance under another name.
    const balance = account.getByTestId('account-balance');
    await expect(balance).toHaveAttribute('data-state', 'error');
    await expect(balance).toContainText(new TokenBalanceUnavailableError().shortMessage);

    networks = await openNetworks(demo);
    await expect(networks.getByTestId(`network-${mainnet.caipNetworkId}`)).toHaveAttribute('aria-current', 'true');
    await networks.getByTestId(`network-${foyerDevChain.caipNetworkId}`).click();
    await expect(account).toBeVisible();
    await expect(pill).toHaveAttribute('data-network', foyerDevChain.caipNetworkId);
    expect(await devWalletResult<string>(page, 'eth_chainId')).toBe(hexChainId(foyerDevChain.id));
    await expect(page.getByTestId('demo-network')).toContainText(foyerDevChain.caipNetworkId);
    await expectDevChainBalance(demo, stack.anvil);
  });

  test('a switch the wallet refuses goes back one view with the error in a toast; trying again works', async ({ demo, page }) => {
    await devWalletResult(page, 'devWallet_setRejectSwitches', [true]);
    const networks = await openNetworks(demo);
    await networks.getByTestId(`network-${mainnet.caipNetworkId}`).click();

    const toast = page.getByTestId('toast').filter({ hasText: /rejected/i });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'error');
    // Back one view: the picker, the dev chain still the active one, for the app and the wallet.
    await expect(networks).toBeVisible();
    await expect(demo.view('SwitchNetwork')).toHaveCount(0);
    await expect(networks.getByTestId(`network-${foyerDevChain.caipNetworkId}`)).toHaveAttribute('aria-current', 'true');
    expect(await devWalletResult<string>(page, 'eth_chainId')).toBe(hexChainId(foyerDevChain.id));
    await expect(page.getByTestId('demo-network')).toContainText(foyerDevChain.caipNetworkId);

    await devWalletResult(page, 'devWallet_setRejectSwitches', [false]);
    await networks.getByTestId(`network-${mainnet.caipNetworkId}`).click();
    await expect(demo.view('Account').getByTestId('account-network')).toHaveAttribute('data-network', mainnet.caipNetworkId);
    expect(await devWalletResult<string>(page, 'eth_chainId')).toBe(hexChainId(mainnet.id));
    await expect(networks).toHaveCount(0);
  });

  test('choosing Solana with only an EVM wallet asks for a Solana wallet, then uses it', async ({ demo, page }) => {
    await (await openNetworks(demo)).getByTestId(`network-${foyerDevSolana.caipNetworkId}`).click();
    const switchActiveChain = demo.view('SwitchActiveChain');
    await expect(switchActiveChain).toBeVisible();
    await expect(switchActiveChain).toContainText(foyerDevSolana.name);
    // Nothing changes until a Solana wallet connects.
    await expect(page.getByTestId('demo-network')).toContainText(foyerDevChain.caipNetworkId);

    await switchActiveChain.getByTestId('switch-active-chain-connect').click();
    const connect = demo.view('Connect');
    await expect(connect).toBeVisible();
    await connect.getByTestId(`wallet-${SOLANA_DEV_WALLET.connectorId}`).click();

    await expect
      .poll(async () => displaysSolanaAddress(await demo.connectButton.textContent(), SOLANA_DEV_WALLET.address), {
        message: `connect-button shows ${SOLANA_DEV_WALLET.address}`,
      })
      .toBe(true);
    const account = await demo.openAccount();
    await expect
      .poll(async () => displaysSolanaAddress(await account.getByTestId('account-address').textContent(), SOLANA_DEV_WALLET.address))
      .toBe(true);
    await expect(account.getByTestId('account-network')).toHaveAttribute('data-network', foyerDevSolana.caipNetworkId);
    await expect(account.getByTestId('account-balance')).toContainText(foyerDevSolana.nativeCurrency.symbol);
    await expect(page.getByTestId('demo-network')).toContainText(foyerDevSolana.caipNetworkId);

    // The EVM wallet stayed connected: picking the dev chain again uses it without asking anyone.
    const networks = await openNetworks(demo);
    await expect(networks.getByTestId(`network-${foyerDevSolana.caipNetworkId}`)).toHaveAttribute('aria-current', 'true');
    await networks.getByTestId(`network-${foyerDevChain.caipNetworkId}`).click();
    await demo.expectConnectedButton();
    await expect(page.getByTestId('demo-network')).toContainText(foyerDevChain.caipNetworkId);
    const back = await demo.openAccount();
    await expect(back.getByTestId('account-network')).toHaveAttribute('data-network', foyerDevChain.caipNetworkId);
    await expect(back.getByTestId('account-balance')).toContainText(foyerDevChain.nativeCurrency.symbol);
  });

  test('the wallet moving to a network the app does not configure opens UnsupportedChain; switching back closes it', async ({
    demo,
    page,
  }) => {
    await demo.expectModalClosed();
    // The user adds and picks another chain in the wallet itself (the add never calls its RPC URL).
    await devWalletResult(page, 'wallet_addEthereumChain', [
      {
        chainId: UNCONFIGURED_CHAIN.hex,
        chainName: 'Kovan',
        nativeCurrency: { name: 'Kovan Ether', symbol: 'KOV', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:9/never-called'],
      },
    ]);
    await devWalletResult(page, 'wallet_switchEthereumChain', [{ chainId: UNCONFIGURED_CHAIN.hex }]);

    const unsupported = demo.view('UnsupportedChain');
    await expect(unsupported).toBeVisible();
    await expect(unsupported).toHaveAttribute('data-network', UNCONFIGURED_CHAIN.caipNetworkId);
    await expect(page.getByTestId('demo-network')).toContainText(UNCONFIGURED_CHAIN.caipNetworkId);
    for (const network of [foyerDevChain, mainnet, foyerDevSolana]) {
      await expect(unsupported.getByTestId(`network-${network.caipNetworkId}`)).toBeVisible();
    }

    await unsupported.getByTestId(`network-${foyerDevChain.caipNetworkId}`).click();
    await expect.poll(() => devWalletResult<string>(page, 'eth_chainId')).toBe(hexChainId(foyerDevChain.id));
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-network')).toContainText(foyerDevChain.caipNetworkId);
    await demo.expectConnectedButton();
  });
});
