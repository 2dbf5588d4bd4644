import { createSelector, createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
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
};

export type OptionsState = ConfiguredOptions & {
  /** Effective features: local options and defaults, overridden by the remote config. */
  features: Features;
  remoteConfigStatus: RemoteConfigStatus;
  /** Origins allowed to use email and social login; null until loaded. */
  allowedOrigins: string[] | null;
  /** Start-up finished: remote config settled and the previous session restored (or not). */
  initialized: boolean;
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
  features: {},
  remoteConfigStatus: 'idle',
  allowedOrigins: null,
  initialized: false,
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
  },
  selectors: {
    selectOptions: (state): OptionsState => state,
    selectFeatures: (state): Features => state.features,
    selectIsFeatureEnabled: (state, key: FeatureKey): boolean => isFeatureEnabled(state.features, key),
    selectRemoteConfigStatus: (state): RemoteConfigStatus => state.remoteConfigStatus,
    selectAllowedOrigins: (state): readonly string[] | null => state.allowedOrigins,
    selectNetworks: (state): readonly CaipNetwork[] => state.networks,
    selectIsInitialized: (state): boolean => state.initialized,
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
} = optionsSlice.selectors;
