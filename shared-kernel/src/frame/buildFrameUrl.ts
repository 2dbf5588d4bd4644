export type BuildFrameUrlParameters = {
  /** Base URL of the secure site, e.g. `http://127.0.0.1:3020`. */
  secureSiteUrl: string;
  projectId: string;
  /** CAIP-2 id or EVM chain id of the network to start on. */
  chainId: string | number;
  /** SDK version (`sv`), e.g. `foyer-react-0.1.0`. */
  version: string;
  enableLogger?: boolean;
  /** The widget's RPC endpoint for `chainId` (informative: the secure site signs against its own node). */
  rpcUrl?: string;
};

/** Path of the frame page on the secure site. */
export const FRAME_PATH = '/frame';
/**
 * Path of the approval window on the secure site: the top-level page where approval happens when the browser cannot
 * tell the frame whether it is visible (no IntersectionObserver v2).
 */
export const APPROVAL_WINDOW_PATH = '/frame/approve';

/**
 * The URL the widget loads in its hidden iframe (spec §7 query: projectId, chainId, version, enableLogger, rpcUrl).
 * @example
 * buildFrameUrl({ secureSiteUrl: 'http://127.0.0.1:3020', projectId: 'foyer-demo-embedded', chainId: 'eip155:31337', version: 'foyer-react-0.1.0' })
 * // 'http://127.0.0.1:3020/frame?projectId=foyer-demo-embedded&chainId=eip155%3A31337&version=foyer-react-0.1.0&enableLogger=true'
 */
export function buildFrameUrl({ secureSiteUrl, projectId, chainId, version, enableLogger = true, rpcUrl }: BuildFrameUrlParameters): string {
  const url = new URL(FRAME_PATH, secureSiteUrl);
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('chainId', String(chainId));
  url.searchParams.set('version', version);
  url.searchParams.set('enableLogger', String(enableLogger));
  if (rpcUrl !== undefined) url.searchParams.set('rpcUrl', rpcUrl);
  return url.toString();
}

/**
 * The origin (`scheme://host[:port]`) of a secure-site URL: what `event.origin` of its messages must equal.
 * @example
 * frameOrigin('http://127.0.0.1:3020/frame?x=1') // 'http://127.0.0.1:3020'
 */
export function frameOrigin(secureSiteUrl: string): string {
  return new URL(secureSiteUrl).origin;
}
