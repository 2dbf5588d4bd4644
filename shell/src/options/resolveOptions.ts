import {
  InvalidTypeError,
  RESTRICTED_TIMEZONES,
  RequiredError,
  SiwxConfigConflictError,
  isCaipNetworkId,
  isLoopbackHostname,
  mainnet,
  resolveEndpoints,
  typeOf,
  type CaipNetwork,
  type CaipNetworkId,
  type ConfiguredOptions,
  type Endpoints,
  type ServicesState,
  type ThemeMode,
} from '@foyer/kernel';
import type { FoyerOptions } from '../FoyerOptions.js';
import { isRestrictedTimezone } from './isRestrictedTimezone.js';
import { resolveCustomWallets } from './resolveCustomWallets.js';

export type ResolvedOptions = {
  configured: ConfiguredOptions;
  /** The project id and every endpoint, for the `services` slice (their one home). */
  services: Pick<ServicesState, 'projectId' | keyof Endpoints>;
  /** `defaultNetwork` was given but is not one of `networks` (the first network is used). */
  defaultNetworkNotFound: boolean;
};

const BOOLEAN_OPTIONS = [
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'enableEIP6963',
  'enableReconnect',
  'enableWalletConnect',
  'enableWallets',
  'enableWalletGuide',
  'enableAuthLogger',
  'basic',
  'enableEmbedded',
  'debug',
] as const;
const WALLET_ID_OPTIONS = ['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds', 'restrictedTimezones'] as const;
const URL_OPTIONS = ['apiUrl', 'remotesUrl', 'relayUrl', 'secureSiteUrl'] as const;
const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'];
const SIWE_METHODS = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'];

/**
 * Validates `createFoyer` options and applies the defaults. Throws the catalogue errors:
 * `SiwxConfigConflictError` for `siweConfig` with `siwx`, `InvalidTypeError` ('Expected X,
 * received Y') for a wrong type (also a `siwx` / `siweConfig` without one of its methods), `RequiredError` for an empty `networks`.
 * @example
 * resolveOptions({ projectId: 'foyer-demo', networks: [foyerDevChain] }).services.remotesUrl
 * // 'http://127.0.0.1:3010/remotes'
 */
export function resolveOptions(options: FoyerOptions): ResolvedOptions {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new InvalidTypeError({ expected: 'object', received: typeOf(options), path: 'options' });
  }
  if (options.siweConfig !== undefined && options.siwx !== undefined) throw new SiwxConfigConflictError();
  expectMethods(options.siwx, SIWX_METHODS, 'siwx');
  expectMethods(options.siweConfig, SIWE_METHODS, 'siweConfig');

  expectType(options.projectId, 'string', 'projectId');
  expectType(options.cspNonce, 'string', 'cspNonce');
  expectType(options.locale, 'string', 'locale');
  expectObject(options.messages, 'messages');
  for (const key of BOOLEAN_OPTIONS) expectType(options[key], 'boolean', key);
  for (const key of WALLET_ID_OPTIONS) expectStrings(options[key], key);
  for (const key of URL_OPTIONS) expectUrl(options[key], key);
  expectObject(options.restrictedRegionEndpoints, 'restrictedRegionEndpoints');
  for (const key of URL_OPTIONS) expectUrl(options.restrictedRegionEndpoints?.[key], `restrictedRegionEndpoints.${key}`);
  for (const key of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) expectLink(options[key], key);
  const customWallets = resolveCustomWallets(options.customWallets);
  if (options.themeMode !== undefined && options.themeMode !== 'light' && options.themeMode !== 'dark') {
    throw new InvalidTypeError({ expected: "'light' | 'dark'", received: String(options.themeMode), path: 'themeMode' });
  }
  expectObject(options.themeVariables, 'themeVariables');
  expectObject(options.features, 'features');
  expectObject(options.metadata, 'metadata');

  const networks = resolveNetworks(options.networks);
  if (options.defaultNetwork !== undefined) expectNetwork(options.defaultNetwork, 'defaultNetwork');
  const defaultNetwork = networks.find((network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId);
  const defaultCaipNetworkId: CaipNetworkId = (defaultNetwork ?? networks[0] ?? mainnet).caipNetworkId;

  // AppKit's restricted-region rule: in the listed time zones, reach the services through the alternate endpoints.
  const regional = options.restrictedRegionEndpoints && isRestrictedTimezone(options.restrictedTimezones ?? RESTRICTED_TIMEZONES);
  const { apiUrl, remotesUrl, relayUrl, secureSiteUrl } = regional ? { ...options, ...options.restrictedRegionEndpoints } : options;
  const endpoints = resolveEndpoints({ apiUrl, remotesUrl, relayUrl, secureSiteUrl });

  return {
    services: { projectId: options.projectId?.trim() || null, ...endpoints },
    defaultNetworkNotFound: options.defaultNetwork !== undefined && defaultNetwork === undefined,
    configured: {
      networks,
      defaultCaipNetworkId,
      metadata: options.metadata ?? null,
      themeMode: options.themeMode ?? systemThemeMode(),
      themeVariables: { ...options.themeVariables },
      featuredWalletIds: [...(options.featuredWalletIds ?? [])],
      includeWalletIds: [...(options.includeWalletIds ?? [])],
      excludeWalletIds: [...(options.excludeWalletIds ?? [])],
      allowUnsupportedChain: options.allowUnsupportedChain ?? false,
      enableNetworkSwitch: options.enableNetworkSwitch ?? true,
      enableEIP6963: options.enableEIP6963 ?? true,
      enableReconnect: options.enableReconnect ?? true,
      enableWalletConnect: options.enableWalletConnect ?? true,
      enableEmbedded: options.enableEmbedded ?? false,
      basic: options.basic ?? false,
      debug: options.debug ?? true,
      cspNonce: options.cspNonce?.trim() || null,
      customWallets,
      enableWallets: options.enableWallets ?? true,
      enableWalletGuide: options.enableWalletGuide ?? true,
      enableAuthLogger: options.enableAuthLogger ?? true,
      termsConditionsUrl: options.termsConditionsUrl || null,
      privacyPolicyUrl: options.privacyPolicyUrl || null,
      locale: options.locale?.trim() || browserLanguage(),
    },
  };
}

function resolveNetworks(networks: FoyerOptions['networks']): CaipNetwork[] {
  if (networks === undefined) return [mainnet];
  if (!Array.isArray(networks)) throw new InvalidTypeError({ expected: 'array', received: typeOf(networks), path: 'networks' });
  if (networks.length === 0) throw new RequiredError({ path: 'networks' });
  networks.forEach((network, index) => expectNetwork(network, `networks[${index}]`));
  // The same network twice is kept once.
  return [...new Map(networks.map((network) => [network.caipNetworkId, network])).values()];
}

function expectNetwork(network: unknown, path: string): asserts network is CaipNetwork {
  if (network === null || typeof network !== 'object') {
    throw new InvalidTypeError({ expected: 'CaipNetwork', received: typeOf(network), path });
  }
  const { caipNetworkId, name } = network as Partial<CaipNetwork>;
  if (!isCaipNetworkId(caipNetworkId)) {
    throw new InvalidTypeError({ expected: 'CAIP-2 network id', received: String(caipNetworkId), path: `${path}.caipNetworkId` });
  }
  expectType(name, 'string', `${path}.name`);
}

function expectType(value: unknown, expected: 'string' | 'boolean', path: string): void {
  if (value !== undefined && typeof value !== expected) throw new InvalidTypeError({ expected, received: typeOf(value), path });
}

function expectObject(value: unknown, path: string): void {
  if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
    throw new InvalidTypeError({ expected: 'object', received: typeOf(value), path });
  }
}

function expectMethods(value: unknown, methods: readonly string[], path: string): void {
  if (value === undefined) return;
  expectObject(value, path);
  for (const method of methods) {
    const member = (value as Record<string, unknown>)[method];
    if (typeof member !== 'function') throw new InvalidTypeError({ expected: 'function', received: typeOf(member), path: `${path}.${method}` });
  }
}

function expectStrings(value: unknown, path: string): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) throw new InvalidTypeError({ expected: 'array', received: typeOf(value), path });
  value.forEach((item, index) => expectType(item, 'string', `${path}[${index}]`));
}

function expectUrl(value: unknown, path: string): void {
  expectType(value, 'string', path);
  const relay = path.endsWith('relayUrl');
  if (typeof value === 'string' && !isSecureEndpoint(value, relay)) {
    const expected = relay ? 'wss URL (ws only on loopback)' : 'https URL (http only on loopback)';
    throw new InvalidTypeError({ expected, received: JSON.stringify(value), path });
  }
}

/** A link the modal renders (terms, privacy): http(s) only, never a `javascript:` URL. */
function expectLink(value: unknown, path: string): void {
  expectType(value, 'string', path);
  if (typeof value === 'string' && value && !/^https?:\/\/./iu.test(value)) throw new InvalidTypeError({ expected: 'http(s) URL', received: JSON.stringify(value), path });
}

// Remote code and the relay are reached through these URLs: plain http/ws would let anyone on the path inject
// code into the host page or read pairing traffic, so only loopback may go without TLS.
function isSecureEndpoint(value: string, webSocket: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const loopback = isLoopbackHostname(url.hostname);
  return webSocket ? url.protocol === 'wss:' || (url.protocol === 'ws:' && loopback) : url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
}

/** The browser's preferred language (`navigator.language`), English on a server or when it has none. */
function browserLanguage(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en';
}

function systemThemeMode(): ThemeMode {
  if (typeof matchMedia !== 'function') return 'light';
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
