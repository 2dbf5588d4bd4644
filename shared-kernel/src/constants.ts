import type { Features } from './types/features.js';

/**
 * Every business number and list of the product spec (§9, plus the limits of §4/§5) by name.
 * Values are plain data: importing this module has no side effects.
 */

/** Kernel package version, sent as part of `sv` to the services. */
export const SDK_VERSION = '0.1.0';
/** SDK type sent as `st` to the services. */
export const SDK_TYPE = 'foyer';
/** Common prefix of every local-storage key. */
export const STORAGE_PREFIX = '@foyer/';

/**
 * The one table of default ports of the local stack (`npm start`); services, scripts, the dev networks and the
 * endpoints below derive from it. Each can be moved with its `FOYER_<NAME>_PORT` variable.
 */
export const DEFAULT_PORTS = {
  demo: 3000,
  api: 3010,
  secure: 3020,
  relay: 3030,
  anvil: 8545,
  /** HTTP and WebSocket; WebSocket also on the next port. */
  solana: 8899,
} as const;

/** Default service endpoints (the embedded services of `npm start`). */
export const DEFAULT_ENDPOINTS = {
  api: `http://127.0.0.1:${DEFAULT_PORTS.api}`,
  /** The WalletConnect v2 relay (`services`, JSON-RPC over WebSocket). */
  relay: `ws://127.0.0.1:${DEFAULT_PORTS.relay}`,
  /** The secure site: the embedded wallet's frame, on its own origin. */
  secureSite: `http://127.0.0.1:${DEFAULT_PORTS.secure}`,
} as const;

/**
 * Time zones of mainland China, Hong Kong and Macau (spec §9, AppKit's list plus the IANA aliases `PRC` and
 * `Hongkong`): there the widget reaches its services through `restrictedRegionEndpoints` when given, as AppKit
 * switches to its alternate domains. Compared case-insensitively with the browser's zone.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Hong_Kong',
  'Asia/Macao',
  'Asia/Beijing',
  'PRC',
  'Hongkong',
] as const;

/** Shared Module Federation singletons: the shell provides them, remotes import none. */
export const FEDERATION_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  '@foyer/kernel',
] as const;

// --- wallet list ---
export const WALLETS_PAGE_SIZE = 40;
export const RECOMMENDED_WALLETS_COUNT = 4;
export const WALLET_SEARCH_MAX_RESULTS = 100;
export const WALLET_SEARCH_DEBOUNCE_MS = 300;
export const RECENT_WALLETS_MAX = 2;
/** Largest `entries` value the catalogue accepts. */
export const WALLETS_MAX_ENTRIES = 100;

// --- caches and retries ---
export const BALANCE_CACHE_SECONDS = 30;
export const PORTFOLIO_CACHE_SECONDS = 30;
export const IDENTITY_CACHE_SECONDS = 300;
export const ENS_CACHE_SECONDS = 300;
export const BALANCE_RETRY_WINDOW_MS = 30_000;
/**
 * Deadline of one services request (catalogue, project config, origins, chain data), answer body
 * included: a request still unanswered after it fails with `TIMEOUT_ERROR` ('Request timed out'),
 * so a hung service ends in a visible error instead of an endless spinner (issue 13, fault F8).
 */
export const SERVICES_REQUEST_TIMEOUT_MS = 10_000;

// --- error reporting, email, pairing ---
export const ERROR_REPORT_MAX = 5;
export const ERROR_REPORT_WINDOW_MS = 60_000;
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;
export const EMAIL_DISPLAY_MAX_LENGTH = 30;
export const PAIRING_EXPIRY_MS = 240_000;
/** A pairing counts as expired when this much time or less remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;

// --- transactions ---
export const PENDING_TRANSACTIONS_LIMIT = 99;

// --- embedded wallet frame ---
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
export const FRAME_REQUEST_TIMEOUT_MS = 120_000;
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000;
export const FRAME_Z_INDEX = 999_999;
/** Delay before the 'Action not allowed' UI error for a disallowed RPC method. */
export const RPC_NOT_ALLOWED_UI_DELAY_MS = 300;

// --- modal and UI timings ---
export const MODAL_SHAKE_MS = 500;
export const TOAST_RESHOW_MS = 150;
export const POPUP_WIDTH_PX = 600;
export const POPUP_HEIGHT_PX = 800;
export const POPUP_POLL_INTERVAL_MS = 1_000;
export const MODAL_WIDTH_PX = 360;
export const MODAL_Z_INDEX = 999;
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000;
export const MODAL_HEIGHT_TRANSITION_MS = 150;
export const VIEW_TRANSITION_MS = 150;

// --- onramp ---
export const ONRAMP_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const;
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const;
/** Default payment limits, as decimal strings in the payment currency. */
export const ONRAMP_DEFAULT_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bank_account: { min: '10.00', max: '25000.00' },
} as const;

// --- chain support per feature ---
/** EVM chain ids on which swaps are offered. */
export const SWAP_NETWORK_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const;
/** The dev chain (anvil, eip155:31337) where our own AMM is deployed: swappable beside `SWAP_NETWORK_IDS`. */
export const SWAP_DEV_NETWORK_ID = 31337;
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const;
export const SEND_NAMESPACES = ['eip155', 'solana'] as const;
export const NAMES_NAMESPACES = ['eip155'] as const;
export const ACTIVITY_NAMESPACES = ['eip155', 'solana'] as const;

// --- chain namespaces and accounts ---
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const;
/** Bitcoin account types by position: first payment, second ordinal. */
export const BITCOIN_ACCOUNT_TYPE_ORDER = ['payment', 'ordinal'] as const;

// --- features ---
export const FEATURE_IDS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'multiWallet',
  'receive',
  'send',
  'pay',
  'names',
] as const;

/** Features delivered as federated remotes `foyer_<feature>` (multiWallet is a switch with no remote). */
export const REMOTE_FEATURE_IDS = [
  'email',
  'socials',
  'swaps',
  'send',
  'receive',
  'onramp',
  'activity',
  'pay',
  'names',
] as const satisfies readonly (typeof FEATURE_IDS)[number][];

/**
 * Remotes that carry a connector or a chain SDK rather than a remote-config feature: fetched
 * only when their connector is usable (see the shell's `isRemoteEnabled`).
 */
export const ADAPTER_REMOTE_IDS = ['walletconnect', 'solana', 'auth'] as const;

/** Connector id of WalletConnect (announced by the shell when enabled, driven by the `walletconnect` remote). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
/** Connector id of the embedded wallet (email and social login, driven by the `auth` remote). */
export const AUTH_CONNECTOR_ID = 'AUTH';

/** Every federated remote `foyer_<id>`: the feature remotes, then the adapter remotes. */
export const REMOTE_IDS = [...REMOTE_FEATURE_IDS, ...ADAPTER_REMOTE_IDS] as const;

/** Local feature flags and their defaults. */
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const;

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const;
/** Social providers hidden inside Telegram, per platform (spec §6). */
export const TELEGRAM_EXCLUDED_SOCIALS = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
} as const;

/** Default order of the socials feature when the remote config does not list providers. */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;

/** Remote features used when the project config cannot be loaded. */
export const DEFAULT_REMOTE_FEATURES = {
  // Our own services: the dev chain's AMM and the local development onramp provider.
  swaps: ['foyer-amm'],
  onramp: ['foyer-dev'],
  email: true,
  socials: DEFAULT_SOCIALS,
  activity: true,
  multiWallet: false,
} as const satisfies Features;

export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const;
export const CONNECT_METHOD_ORDER_INJECTED = ['wallet', 'email', 'social'] as const;
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;
/** Order of the wallet list groups (spec §2 / §9). */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
export const WALLET_GROUP_ORDER = CONNECTOR_TYPE_ORDER;
export const ACCOUNT_TABS = ['tokens', 'nfts', 'activity'] as const;

// --- RPC ---
/** EIP-155 methods requested as optional in a WalletConnect session (23). */
export const WALLET_CONNECT_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const;

export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const;

// --- names ---
export const ACCOUNT_NAME_MIN_LENGTH = 4;
/** Letters, digits and hyphens. */
export const ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/;

/** Largest EVM chain id that still maps to an ENSIP-11 coin type (exclusive bound). */
export const MAX_EVM_COIN_TYPE_CHAIN_ID = 0x80000000;

/** Decimals shown for token balances (truncated) and fiat values. */
export const BALANCE_DISPLAY_DECIMALS = 3;
export const FIAT_DISPLAY_DECIMALS = 2;
