import { TokenBalanceUnavailableError, bitcoin, foyerDevChain, shortenAddress, type CaipNetwork } from '@foyer/kernel';
import { cosmos } from '../../shared-kernel/src/networks/cosmos.js';
import { polkadot } from '../../shared-kernel/src/networks/polkadot.js';
import type { DemoPage } from '../support/DemoPage.js';
import { displaysAddress } from '../support/displaysAddress.js';
import { expect, test } from '../support/fixtures.js';
import { isLoopbackUrl } from '../support/isLoopbackUrl.js';
import { openPairing, recordWebSockets } from '../support/wcPairing.js';
import { WC_WALLET_FAMILY_ACCOUNTS, createWcWallet, type WcWallet } from '../support/wcWallet.js';

/** The demo's query adding the built-in Bitcoin, Polkadot and Cosmos Hub networks to its own. */
const FAMILY_NETWORKS = 'bip122,polkadot,cosmos';

const [PAYMENT, ORDINAL] = WC_WALLET_FAMILY_ACCOUNTS.bip122.addresses;
const [DOT] = WC_WALLET_FAMILY_ACCOUNTS.polkadot.addresses;
const [ATOM] = WC_WALLET_FAMILY_ACCOUNTS.cosmos.addresses;

let wallet: WcWallet | undefined;
test.afterEach(async () => {
  await wallet?.close();
  wallet = undefined;
});

/** From Account, picks `network` in the Networks view and waits for Account on it. */
async function chooseNetwork(demo: DemoPage, network: CaipNetwork): Promise<void> {
  const networks = await demo.openFromAccount('account-network', 'Networks');
  const entry = networks.getByTestId(`network-${network.caipNetworkId}`);
  await expect(entry).toContainText(network.name);
  await entry.click();
  await expect(demo.view('Account')).toBeVisible();
  await expect(demo.view('Account').getByTestId('account-network')).toHaveAttribute('data-network', network.caipNetworkId);
}

/** Account shows `address` shortened (full address in the title) and, as the services hold no balance there, the documented unavailable state. */
async function expectAccountOn(demo: DemoPage, network: CaipNetwork, address: string): Promise<void> {
  const account = demo.view('Account');
  const shown = account.getByTestId('account-address');
  await expect(shown).toHaveAttribute('title', address);
  await expect(shown).toHaveText(shortenAddress(address));
  await expect(account.getByTestId('account-network')).toContainText(network.name);
  const balance = account.getByTestId('account-balance');
  await expect(balance).toHaveAttribute('data-state', 'error');
  await expect(balance).toContainText(new TokenBalanceUnavailableError().shortMessage);
}

test.describe('WalletConnect across chain families (bip122, polkadot, cosmos)', () => {
  test('one session approves EVM, Bitcoin (payment + ordinal), Polkadot and Cosmos; each network shows its own account', async ({
    demo,
    page,
    stack,
  }) => {
    const sockets = recordWebSockets(page);
    wallet = await createWcWallet({ relayUrl: stack.relay, rpcUrl: stack.anvil });
    await demo.goto({ networks: FAMILY_NETWORKS });
    await wallet.pair(await openPairing(demo));
    const session = await wallet.approveNextProposal();

    // The dapp asked for every configured family, each with its chain.
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot']);
    expect(session.namespaces['bip122']?.accounts).toEqual([`${bitcoin.caipNetworkId}:${PAYMENT}`, `${bitcoin.caipNetworkId}:${ORDINAL}`]);
    expect(session.namespaces['polkadot']?.accounts).toEqual([`${polkadot.caipNetworkId}:${DOT}`]);
    expect(session.namespaces['cosmos']?.accounts).toEqual([`${cosmos.caipNetworkId}:${ATOM}`]);

    // The default network stays the dev chain: Account shows the EVM account.
    await demo.expectConnectedButton(wallet.address);
    const account = await demo.openAccount();
    await expect(account.getByTestId('account-network')).toHaveAttribute('data-network', foyerDevChain.caipNetworkId);
    await expect.poll(async () => displaysAddress(await account.getByTestId('account-address').textContent(), wallet!.address)).toBe(true);

    // Bitcoin: the first approved account, the payment one (never the ordinal one).
    await chooseNetwork(demo, bitcoin);
    await expectAccountOn(demo, bitcoin, PAYMENT);
    await expect(account.getByTestId('account-address')).not.toHaveAttribute('title', ORDINAL);

    await chooseNetwork(demo, polkadot);
    await expectAccountOn(demo, polkadot, DOT);

    await chooseNetwork(demo, cosmos);
    await expectAccountOn(demo, cosmos, ATOM);

    // Back on the dev chain the EVM account is shown again; no request went to the wallet for these switches.
    await chooseNetwork(demo, foyerDevChain);
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', wallet.address);
    expect(wallet.requests).toEqual([]);

    expect(sockets.length).toBeGreaterThan(0);
    expect(sockets.filter((url) => !isLoopbackUrl(url))).toEqual([]);
  });
});
