import { expect, type Locator, type Page } from '@playwright/test';
import { displaysAddress } from './displaysAddress.js';
import type { StackUrls } from './stackEnv.js';

/** The demo's built-in EIP-6963 wallet (BRIEF "Dev wallet"): anvil's unlocked account 0. */
export const DEV_WALLET = {
  name: 'Foyer Dev Wallet',
  rdns: 'dev.foyer.wallet',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
} as const;

/** Test ids in the `wallet-` namespace that are not wallet entries. */
const NOT_WALLET_ENTRIES = ['wallet-search'];

/** Wallet entries (`wallet-<walletId>`), not the search field or the list container. */
export const WALLET_ROW = `[data-testid^="wallet-"]${NOT_WALLET_ENTRIES.map((id) => `:not([data-testid="${id}"])`).join('')}`;

/** The wallet id carried by a `wallet-<walletId>` test id. */
export function walletIdOf(testId: string | null): string {
  if (!testId?.startsWith('wallet-')) throw new Error(`Not a wallet test id: ${testId}`);
  return testId.slice('wallet-'.length);
}

export type DemoParams = Record<string, string>;

/** The demo dapp as a visitor sees it: the host page's connect button and the modal in its shadow root. */
export class DemoPage {
  readonly connectButton: Locator;
  readonly modal: Locator;

  constructor(
    readonly page: Page,
    readonly stack: StackUrls,
  ) {
    this.connectButton = page.getByTestId('connect-button');
    this.modal = page.getByTestId('foyer-modal');
  }

  /** Demo URL pointed at the suite's services and dev node (`?apiUrl=`, `?nodeUrl=`), plus other overrides. */
  url(params: DemoParams = {}): string {
    const url = new URL('/', this.stack.demo);
    url.searchParams.set('apiUrl', this.stack.api);
    url.searchParams.set('nodeUrl', this.stack.anvil);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.href;
  }

  async goto(params: DemoParams = {}): Promise<void> {
    await this.page.goto(this.url(params));
    await expect(this.connectButton).toBeVisible();
  }

  view(name: string): Locator {
    return this.page.getByTestId(`view-${name}`);
  }

  walletRows(scope: Locator): Locator {
    return scope.locator(WALLET_ROW);
  }

  /** The EVM dev wallet's row, by its connector id (the Solana dev wallet's row has the same name). */
  devWalletRow(): Locator {
    return this.view('Connect').getByTestId(`wallet-${DEV_WALLET.rdns}`);
  }

  async openModal(): Promise<void> {
    await this.connectButton.click();
    await expect(this.modal).toBeVisible();
  }

  async expectModalClosed(): Promise<void> {
    await expect(this.modal).toBeHidden();
  }

  /**
   * Waits until the modal has stopped moving: no finite animation or transition running in its shadow root (the
   * body's height transition after a view change moves the centred card's header and controls; spinners and
   * skeletons, which loop, are left out). A click at a control's coordinates while the card still resizes can miss it.
   */
  async settled(): Promise<void> {
    await this.page.waitForFunction(() => {
      const root = document.querySelector('foyer-modal')?.shadowRoot;
      if (!root) return true;
      return root.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
    });
  }

  /** The header's Back, once the modal has settled; resolves when it has settled on the previous view. */
  async back(): Promise<void> {
    await this.settled();
    await this.page.getByTestId('header-back').click();
    await this.settled();
  }

  /** Connects the dev wallet from the Connect view and waits until the host page shows its address. */
  async connectDevWallet(): Promise<void> {
    await this.openModal();
    await expect(this.view('Connect')).toBeVisible();
    await this.devWalletRow().click();
    await this.expectConnectedButton();
  }

  async expectConnectedButton(address: string = DEV_WALLET.address): Promise<void> {
    await expect
      .poll(async () => displaysAddress(await this.connectButton.textContent(), address), {
        message: `connect-button shows ${address}`,
      })
      .toBe(true);
  }

  /**
   * The Account view: after a connection the shell either stays open on Account or closes,
   * and a closed modal reopens on Account (spec §2 opening rules).
   */
  async openAccount(): Promise<Locator> {
    const account = this.view('Account');
    await expect
      .poll(async () => (await account.isVisible()) || !(await this.modal.isVisible()), {
        message: 'the modal shows Account or has closed after connecting',
      })
      .toBe(true);
    if (!(await account.isVisible())) await this.connectButton.click();
    await expect(account).toBeVisible();
    return account;
  }

  /** From Account, clicks `control` (e.g. the network pill `account-network`) and waits for `view`. */
  async openFromAccount(control: string, view: string): Promise<Locator> {
    const account = await this.openAccount();
    await account.getByTestId(control).click();
    const opened = this.view(view);
    await expect(opened).toBeVisible();
    return opened;
  }
}
