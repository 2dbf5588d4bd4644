// @foyer/shell public entry. The only file with re-exports (see style.md). Nothing imported here
// may reach the modal UI, the Module Federation runtime or a chain SDK: those load through import().

// --- instance ---
export { createFoyer } from './createFoyer.js';
export { getFoyer } from './foyerInstance.js';
export { type Foyer } from './Foyer.js';
export { type FoyerOptions } from './FoyerOptions.js';
export type { FoyerMessages, FoyerMessageOverrides, FoyerMessagesOption } from './ui/i18n/FoyerMessages.js';
export { type OpenModalParameters } from './router/openModal.js';
export { type FoyerAccount } from './snapshots/selectFoyerAccount.js';
export { type FoyerNetwork } from './snapshots/selectFoyerNetwork.js';
export { type FoyerPublicState } from './snapshots/selectFoyerState.js';
export { FoyerNotCreatedError } from './FoyerNotCreatedError.js';

// --- React hooks (no provider needed) ---
export { useFoyer, type UseFoyerReturnType } from './hooks/useFoyer.js';
export { useFoyerAccount } from './hooks/useFoyerAccount.js';
export { useFoyerNetwork, type UseFoyerNetworkReturnType } from './hooks/useFoyerNetwork.js';
export { useFoyerState } from './hooks/useFoyerState.js';
export { useFoyerProvider, type UseFoyerProviderReturnType } from './hooks/useFoyerProvider.js';

// --- host-page components (light: the modal itself loads on first open) ---
export { ConnectButton, type ConnectButtonProps } from './ui/ConnectButton.js';
export { defineFoyerElements } from './ui/foyerButtonElement.js';

// --- server rendering (opt-in: the session cookie a server reads, and the provider that renders it) ---
export { cookieStorage } from './ssr/cookieStorage.js';
export { type FoyerStateStorage } from './ssr/FoyerStateStorage.js';
export { FOYER_STATE_COOKIE, type FoyerInitialState } from './ssr/FoyerInitialState.js';
export { foyerStateFromCookie } from './ssr/foyerStateFromCookie.js';
export { persistFoyerState, type PersistFoyerStateParameters } from './ssr/persistFoyerState.js';
export { FoyerProvider, type FoyerProviderProps } from './ssr/FoyerProvider.js';

// --- networks and types from the kernel, for convenience ---
export {
  mainnet,
  bsc,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
  polkadot,
  cosmos,
  foyerDevChain,
  foyerDevSolana,
  defineNetwork,
  type CaipNetwork,
  type CaipNetworkId,
  type CaipAddress,
  type ChainNamespace,
  type Eip1193Provider,
  type SolanaProvider,
  type CaipRequestProvider,
  type WalletProvider,
  type WalletProviders,
  type Features,
  type Metadata,
  type ThemeMode,
  type ThemeVariables,
  PAY_ERROR_MESSAGES,
  type PayOptions,
  type PayResult,
  type PaymentAsset,
} from '@foyer/kernel';
