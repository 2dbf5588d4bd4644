import { DEFAULT_ENDPOINTS } from '../constants.js';

/** Every service endpoint the widget talks to, resolved (no trailing slash, never null). */
export type Endpoints = {
  /** Catalogue and chain data services. */
  apiUrl: string;
  /** Where the remotes' `remoteEntry.js` files are served (`${apiUrl}/remotes` by default). */
  remotesUrl: string;
  /** The WalletConnect relay (WebSocket). */
  relayUrl: string;
  /** The embedded wallet's secure site (its frame, on its own origin). */
  secureSiteUrl: string;
  /** The services' JSON-RPC proxy for every chain (`${apiUrl}/v1/`, queried with `chainId` and `projectId`). */
  rpcProxyUrl: string;
};

/** The endpoints a host may set (`createFoyer` options of the same names). */
export type EndpointOptions = Partial<Pick<Endpoints, 'apiUrl' | 'remotesUrl' | 'relayUrl' | 'secureSiteUrl'>>;

/**
 * The one place endpoints are defaulted (from `DEFAULT_ENDPOINTS`) and derived from each other.
 * @example
 * resolveEndpoints({ apiUrl: 'https://api.example.com/' }).remotesUrl // 'https://api.example.com/remotes'
 */
export function resolveEndpoints(options: EndpointOptions = {}): Endpoints {
  const apiUrl = withoutTrailingSlash(options.apiUrl ?? DEFAULT_ENDPOINTS.api);
  return {
    apiUrl,
    remotesUrl: withoutTrailingSlash(options.remotesUrl ?? `${apiUrl}/remotes`),
    relayUrl: withoutTrailingSlash(options.relayUrl ?? DEFAULT_ENDPOINTS.relay),
    secureSiteUrl: withoutTrailingSlash(options.secureSiteUrl ?? DEFAULT_ENDPOINTS.secureSite),
    rpcProxyUrl: `${apiUrl}/v1/`,
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
