import type { CaipNetwork, ChainNamespace, PayOptions, PayResult, ThemeMode, WalletProvider, WalletProviders } from '@foyer/kernel';
import type { FoyerOptions } from './FoyerOptions.js';
import type { OpenModalParameters } from './router/openModal.js';
import type { FoyerAccount } from './snapshots/selectFoyerAccount.js';
import type { FoyerPublicState } from './snapshots/selectFoyerState.js';
import type { AppStore } from './store/makeStore.js';

/** A Foyer instance, returned by `createFoyer` (one per page; see `getFoyer`). */
export type Foyer = {
  /** The options it was created with. */
  readonly options: Readonly<FoyerOptions>;
  /** Its Redux store (for the modal, and for advanced integrations). */
  readonly store: AppStore;
  /** Opens the modal (Account when connected, else Connect; or the view given). Resolves once it is shown. */
  open(parameters?: OpenModalParameters): Promise<void>;
  /** Closes the modal; while sign-in is required it shakes instead. */
  close(): void;
  /** Disconnects the connected wallets. */
  disconnect(): Promise<void>;
  getState(): FoyerPublicState;
  /** Calls `listener` with the new state whenever it changes. Returns the unsubscribe function. */
  subscribeState(listener: (state: FoyerPublicState) => void): () => void;
  getAccount(): FoyerAccount;
  subscribeAccount(listener: (account: FoyerAccount) => void): () => void;
  getCaipNetwork(): CaipNetwork | undefined;
  /** Selects `network`, asking the connected wallet to switch to it. */
  switchNetwork(network: CaipNetwork): Promise<void>;
  /**
   * The provider of the wallet connected on `namespace`, typed per family (`WalletProviders`): EIP-1193
   * for `eip155`, the Solana provider (or WalletConnect's) for `solana`. Without `namespace`, the active
   * family's, which may be any of them.
   * @example
   * const ethereum = foyer.getWalletProvider('eip155') // Eip1193Provider | undefined
   */
  getWalletProvider<namespace extends ChainNamespace>(namespace: namespace): WalletProviders[namespace] | undefined;
  getWalletProvider(namespace?: ChainNamespace): WalletProvider | undefined;
  /**
   * Asks the user to pay `amount` of `paymentAsset` to `recipient` (AppKit Pay's shape): opens the
   * modal on Pay, where they pay from the connected wallet (connecting first if needed) or buy the
   * asset through the onramp. Never rejects: resolves `{ success: true, result: hash }` once the
   * payment is mined, or `{ success: false, error }` with a catalogued message (invalid options at
   * once; 'Payment cancelled' when the modal closes first; one payment at a time).
   * @example
   * const result = await foyer.pay({ recipient, amount: 5, paymentAsset })
   */
  pay(options: PayOptions): Promise<PayResult>;
  /**
   * Switches the widget's language (BCP 47; see the `locale` option). Resolves once the texts are in it (its
   * catalogue loads on demand); the modal and the connect buttons re-render.
   * @example
   * await foyer.setLocale('fr')
   */
  setLocale(locale: string): Promise<void>;
  /**
   * Switches the modal between its light and dark theme (AppKit's `setThemeMode`; see the `themeMode` option).
   * @example
   * foyer.setThemeMode('dark')
   */
  setThemeMode(mode: ThemeMode): void;
  /** Stops listening to wallets and the page, unmounts the modal and releases the instance. */
  destroy(): void;
};
