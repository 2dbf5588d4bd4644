import type { FoyerMessagesOption } from './ui/i18n/FoyerMessages.js';
import type { CaipNetwork, CustomWallet, Endpoints, Features, Metadata, SIWEConfig, SIWXConfig, ThemeMode, ThemeVariables } from '@foyer/kernel';

/** Options of `createFoyer` (the names AppKit integrators know). */
export type FoyerOptions = {
  /** The project id known to the catalogue service. Without it, remote features stay off and an alert says so. */
  projectId: string;
  /** Networks the dapp supports. Default: Ethereum mainnet. */
  networks?: readonly CaipNetwork[];
  /** The network selected before a wallet connects. Default: the first of `networks`. */
  defaultNetwork?: CaipNetwork;
  metadata?: Metadata;
  /** Local feature switches. Remote-controlled ones are ignored (with one warning) once the project config loads. */
  features?: Features;
  /** Default: the system's colour scheme. */
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /** Catalogue ids of wallets listed first. */
  featuredWalletIds?: readonly string[];
  /** When set, only these catalogue wallets are listed (installed wallets always are). */
  includeWalletIds?: readonly string[];
  /** Wallets to hide: catalogue ids, rdns or names (case-insensitive). */
  excludeWalletIds?: readonly string[];
  /** Stay on a network that is not in `networks` instead of showing UnsupportedChain. Default false. */
  allowUnsupportedChain?: boolean;
  /** Let the user switch networks from the modal (network picker, UnsupportedChain). Default true. */
  enableNetworkSwitch?: boolean;
  /** Discover browser wallets with EIP-6963. Default true. */
  enableEIP6963?: boolean;
  /** Restore the previous session on load. Default true; false forgets it. */
  enableReconnect?: boolean;
  /** Offer WalletConnect (later issue). Default true. */
  enableWalletConnect?: boolean;
  /** List wallets on Connect. Default true; false leaves email and social login only. */
  enableWallets?: boolean;
  /** "Haven't got a wallet? Get started" at the foot of Connect, opening "What is a wallet?" and "Get a wallet". Default true. */
  enableWalletGuide?: boolean;
  /** The embedded wallet's remotes (auth, email, socials) write their warnings to the console in debug mode. Default true. */
  enableAuthLogger?: boolean;
  /** Terms of service link of the legal checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string;
  /** Privacy policy link of the legal checkbox. Without it and `termsConditionsUrl`, no checkbox is shown. */
  privacyPolicyUrl?: string;
  /** Wallets the catalogue does not list, shown in their own group after featured ones (AppKit's shape). */
  customWallets?: readonly CustomWallet[];
  /** Time zones where `restrictedRegionEndpoints` apply. Default `RESTRICTED_TIMEZONES` (mainland China, Hong Kong, Macau). */
  restrictedTimezones?: readonly string[];
  /** Endpoints used instead of the others when the browser's time zone is restricted (AppKit's alternate domains). */
  restrictedRegionEndpoints?: Partial<Pick<Endpoints, 'apiUrl' | 'remotesUrl' | 'relayUrl' | 'secureSiteUrl'>>;
  /** Basic mode: no remote config fetched, no remote feature enabled. Default false. */
  basic?: boolean;
  /** Render the modal into the `<foyer-modal>` element placed in the page instead of a dialog on `document.body`. */
  enableEmbedded?: boolean;
  /** Catalogue and chain data services. Default `http://127.0.0.1:3010`. */
  apiUrl?: string;
  /** Where remotes are served. Default `${apiUrl}/remotes`. */
  remotesUrl?: string;
  /** WalletConnect relay (WebSocket). Default `ws://127.0.0.1:3030` (`DEFAULT_ENDPOINTS.relay`). */
  relayUrl?: string;
  /** Secure site of the embedded wallet. Default `http://127.0.0.1:3020` (`DEFAULT_ENDPOINTS.secureSite`). */
  secureSiteUrl?: string;
  /**
   * The widget's language (BCP 47, like AppKit's and RainbowKit's `locale`): matched to a catalogue by language
   * (`pt-BR` → `pt`). Default: the browser's (`navigator.language`), else English. `foyer.setLocale()` switches later.
   */
  locale?: string;
  /**
   * Your own texts for any message, over the catalogue's: a partial object of the catalogue's shape, for every
   * language (`{ connect: { allWallets: 'More' } }`) or per locale (`{ fr: { viewTitles: { Connect: 'Connexion' } } }`).
   */
  messages?: FoyerMessagesOption;
  /** Console warnings for misconfiguration and ignored options. Default true. */
  debug?: boolean;
  /**
   * The page's Content-Security-Policy nonce (`style-src 'nonce-…'`). The widget's styles are constructable
   * stylesheets, which a strict policy allows; the nonce goes on the `<style>` elements used where those do
   * not exist (Safari before 16.4) and on the connect button's server-rendered style.
   */
  cspNonce?: string;
  /**
   * Legacy sign-in with Ethereum (AppKit's SIWEConfig), adapted onto `siwx`; cannot be combined with
   * `siwx` ('Cannot set both `siweConfig` and `siwx` options').
   */
  siweConfig?: SIWEConfig;
  /**
   * Sign-in with X (AppKit's SIWXConfig): after a connect, a restore or a network switch without a
   * session, the modal asks the user to sign a message. `new FoyerSiwx({ required })` from
   * `@foyer/shell/siwx` keeps sessions in the Foyer services. Its code loads only when set.
   */
  siwx?: SIWXConfig;
};
