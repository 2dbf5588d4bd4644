import { createSelector, createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomWalletEntry } from '../types/customWallet.js';
import type { Features } from '../types/features.js';
import type { Metadata } from '../types/metadata.js';
import type { CaipNetwork, CaipNetworkId } from '../types/network.js';
import type { ThemeMode, ThemeVariables } from '../types/theme.js';
import { isFeatureEnabled, type FeatureKey } from './isFeatureEnabled.js';

/** Where the remote project config stands; `basic` means it is never fetched (basic mode). */
export type RemoteConfigStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'basic';

/**
 * The serializable part of the options given to `createFoyer`, with defaults applied. The project id
 * and the endpoints live in the `services` slice (`selectServices`), not here.
 */
export type ConfiguredOptions = {
  networks: CaipNetwork[];
  defaultCaipNetworkId: CaipNetworkId | null;
  metadata: Metadata | null;
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
  featuredWalletIds: string[];
  includeWalletIds: string[];
  excludeWalletIds: string[];
  allowUnsupportedChain: boolean;
  /** Network switching (network picker, UnsupportedChain); default true. */
  enableNetworkSwitch: boolean;
  enableEIP6963: boolean;
  enableReconnect: boolean;
  enableWalletConnect: boolean;
  enableEmbedded: boolean;
  basic: boolean;
  debug: boolean;
  /** The page's CSP nonce for the `<style>` fallback (`cspNonce` option); null when none is given. */
  cspNonce: string | null;
  /** Wallets the dapp lists that the catalogue does not know (`customWallets`), validated. */
  customWallets: CustomWalletEntry[];
  /** Connect lists wallets (`enableWallets`, default true); false leaves email and socials only. */
  enableWallets: boolean;
  /** "Haven't got a wallet? Get started" at the foot of Connect (`enableWalletGuide`, default true). */
  enableWalletGuide: boolean;
  /** The embedded wallet's remotes (auth, email, socials) log to the console in debug mode (default true). */
  enableAuthLogger: boolean;
  /** Links of the legal checkbox (`features.legalCheckbox`); without either the checkbox is not shown. */
  termsConditionsUrl: string | null;
  privacyPolicyUrl: string | null;
  /** The language asked for (`locale` option, else the browser's; BCP 47), matched to a catalogue when the modal loads it. */
  locale: string;
};

export type OptionsState = ConfiguredOptions & {
  /** Effective features: local options and defaults, overridden by the remote config. */
  features: Features;
  remoteConfigStatus: RemoteConfigStatus;
  /** Origins allowed to use email and social login; null until loaded. */
  allowedOrigins: string[] | null;
  /** Start-up finished: remote config settled and the previous session restored (or not). */
  initialized: boolean;
  /** The user ticked the legal checkbox (kept for the page session). */
  legalAccepted: boolean;
  /** The catalogue the widget's texts are in now (`en` until another one is applied). */
  messagesLocale: string;
  /** The first catalogue other than English is loading: the modal waits for it rather than flash English. */
  localePending: boolean;
};

export type Theme = { mode: ThemeMode; variables: ThemeVariables };

export type WalletListOptions = {
  featuredWalletIds: readonly string[];
  includeWalletIds: readonly string[];
  excludeWalletIds: readonly string[];
};

const initialState: OptionsState = {
  networks: [],
  defaultCaipNetworkId: null,
  metadata: null,
  themeMode: 'light',
  themeVariables: {},
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  enableEIP6963: true,
  enableReconnect: true,
  enableWalletConnect: true,
  enableEmbedded: false,
  basic: false,
  debug: false,
  cspNonce: null,
  customWallets: [],
  enableWallets: true,
  enableWalletGuide: true,
  enableAuthLogger: true,
  termsConditionsUrl: null,
  privacyPolicyUrl: null,
  locale: 'en',
  messagesLocale: 'en',
  localePending: false,
  features: {},
  remoteConfigStatus: 'idle',
  allowedOrigins: null,
  initialized: false,
  legalAccepted: false,
};

/**
 * The instance's options, its effective features and the remote config status.
 * @example
 * const canReceive = useSelector((state) => selectIsFeatureEnabled(state, 'receive'))
 */
export const optionsSlice = /* @__PURE__ */ createSlice({
  name: 'options',
  initialState,
  reducers: {
    optionsConfigured(state, action: PayloadAction<ConfiguredOptions & { features: Features }>) {
      Object.assign(state, action.payload);
    },
    remoteConfigRequested(state) {
      state.remoteConfigStatus = 'loading';
    },
    /** The remote config loaded, failed, or was skipped (basic); `features` are the effective ones. */
    remoteConfigSettled(
      state,
      action: PayloadAction<{ status: Exclude<RemoteConfigStatus, 'idle' | 'loading'>; features: Features }>,
    ) {
      state.remoteConfigStatus = action.payload.status;
      state.features = action.payload.features as Draft<Features>;
    },
    allowedOriginsLoaded(state, action: PayloadAction<readonly string[]>) {
      state.allowedOrigins = [...action.payload];
    },
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    themeVariablesChanged(state, action: PayloadAction<ThemeVariables>) {
      state.themeVariables = { ...state.themeVariables, ...action.payload };
    },
    foyerInitialized(state) {
      state.initialized = true;
    },
    legalCheckboxChanged(state, action: PayloadAction<boolean>) {
      state.legalAccepted = action.payload;
    },
    /** The host switched the language at runtime (`foyer.setLocale`). */
    localeChanged(state, action: PayloadAction<string>) {
      state.locale = action.payload;
    },
    /** The start-up catalogue is loading (the modal renders once it is applied). */
    localeLoading(state) {
      state.localePending = true;
    },
    /** A catalogue (`payload`: its locale) is applied to the live messages: texts re-render in it. */
    messagesLocalized(state, action: PayloadAction<string>) {
      state.messagesLocale = action.payload;
      state.localePending = false;
    },
  },
  selectors: {
    selectOptions: (state): OptionsState => state,
    selectFeatures: (state): Features => state.features,
    selectIsFeatureEnabled: (state, key: FeatureKey): boolean => isFeatureEnabled(state.features, key),
    selectRemoteConfigStatus: (state): RemoteConfigStatus => state.remoteConfigStatus,
    selectAllowedOrigins: (state): readonly string[] | null => state.allowedOrigins,
    selectNetworks: (state): readonly CaipNetwork[] => state.networks,
    selectIsInitialized: (state): boolean => state.initialized,
    selectCustomWallets: (state): readonly CustomWalletEntry[] => state.customWallets,
    selectLocale: (state): string => state.locale,
    selectMessagesLocale: (state): string => state.messagesLocale,
    selectLocalePending: (state): boolean => state.localePending,
    selectTheme: createSelector(
      [(state: OptionsState) => state.themeMode, (state: OptionsState) => state.themeVariables],
      (mode, variables): Theme => ({ mode, variables }),
    ),
    selectWalletListOptions: createSelector(
      [
        (state: OptionsState) => state.featuredWalletIds,
        (state: OptionsState) => state.includeWalletIds,
        (state: OptionsState) => state.excludeWalletIds,
      ],
      (featuredWalletIds, includeWalletIds, excludeWalletIds): WalletListOptions => ({
        featuredWalletIds,
        includeWalletIds,
        excludeWalletIds,
      }),
    ),
  },
});

export const {
  optionsConfigured,
  remoteConfigRequested,
  remoteConfigSettled,
  allowedOriginsLoaded,
  themeModeChanged,
  themeVariablesChanged,
  foyerInitialized,
  legalCheckboxChanged,
  localeChanged,
  localeLoading,
  messagesLocalized,
} = optionsSlice.actions;

export const {
  selectOptions,
  selectFeatures,
  selectIsFeatureEnabled,
  selectRemoteConfigStatus,
  selectAllowedOrigins,
  selectNetworks,
  selectIsInitialized,
  selectTheme,
  selectWalletListOptions,
  selectCustomWallets,
  selectLocale,
  selectMessagesLocale,
  selectLocalePending,
} = optionsSlice.selectors;
